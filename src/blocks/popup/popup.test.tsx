// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { ensureSanitizer } from "#sanitize";
import { AnalyticsContext } from "../../analytics/use-analytics.ts";
import { createAnalyticsBus } from "../../analytics/event-bus.ts";
import { EngineProvider } from "../../engine/react/engine-context.tsx";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../registry/create-registry.ts";
import { popUpSchema, type PopUpItem } from "./schema.ts";
import { DISMISSED_POPUPS_KEY, forgetDismissedPopUps } from "./dismissed-popups.ts";
import PopUpBlock from "./popup.tsx";
import { accountPopUp, newsletterPopUp, renderInPage } from "./overlay-test-kit.tsx";

const BLOCK_ID = "newsletter-us";

/** The pop-up block's props: a validated pop-up and its block id. */
function blockProps(popUp: PopUpItem = newsletterPopUp()) {
  const { id, ...fields } = popUp;
  return { ...popUpSchema.parse(fields), blockId: id };
}

const collapsed = () => screen.queryByRole("button", { name: "Get 10% off" });
const dialog = () => screen.queryByRole("dialog");
const storedDismissals = () => JSON.parse(window.localStorage.getItem(DISMISSED_POPUPS_KEY) ?? "[]") as string[];

beforeAll(async () => {
  await ensureSanitizer();
});
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  forgetDismissedPopUps();
});
afterEach(() => {
  cleanup();
  // Radix restores the focus in a timeout after the dialog leaves.
  act(() => void vi.runOnlyPendingTimers());
  vi.useRealTimers();
  window.localStorage.clear();
  forgetDismissedPopUps();
});

describe("display and expansion", () => {
  test("shows collapsed first and records one impression with the pop-up's payload", () => {
    const { events } = renderInPage(<PopUpBlock {...blockProps()} />);
    expect(collapsed()).not.toBeNull();
    expect(dialog()).toBeNull();
    expect(events).toEqual([["popUp.onImpression", { popUpId: BLOCK_ID, name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" }]]);
  });

  test("expands after the default delay of 2000 ms and records the expand event", () => {
    const { events } = renderInPage(<PopUpBlock {...blockProps()} />);
    act(() => void vi.advanceTimersByTime(1999));
    expect(dialog()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeNull();
    expect(collapsed()).toBeNull();
    expect(events.map(([name]) => name)).toEqual(["popUp.onImpression", "popUp.onExpand"]);
    expect(events[1]![1]).toEqual({ popUpId: BLOCK_ID, name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" });
  });

  test.each([0, 500, 10_000])("expands after a configured delay of %i ms", (delay) => {
    renderInPage(<PopUpBlock {...blockProps(newsletterPopUp({ delay }))} />);
    if (delay > 0) {
      act(() => void vi.advanceTimersByTime(delay - 1));
      expect(dialog()).toBeNull();
    }
    act(() => void vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeNull();
  });

  test("re-renders do not restart the delay", () => {
    const { rerender } = renderInPage(<PopUpBlock {...blockProps()} />);
    act(() => void vi.advanceTimersByTime(1500));
    rerender(<PopUpBlock {...blockProps()} />);
    act(() => void vi.advanceTimersByTime(500));
    expect(dialog()).not.toBeNull();
  });

  test("the shopper can expand it early; the expand event is recorded once", () => {
    const { events } = renderInPage(<PopUpBlock {...blockProps()} />);
    fireEvent.click(collapsed()!);
    expect(dialog()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(5000));
    expect(events.filter(([name]) => name === "popUp.onExpand")).toHaveLength(1);
  });

  test("the expanded pop-up is a modal dialog named by its title, with its parts", () => {
    renderInPage(<PopUpBlock {...blockProps(newsletterPopUp({ logo: { url: "/media/badge-new.svg", alt: "Ridgeline", width: 100, height: 50 }, logoSize: "medium" }))} />);
    act(() => void vi.advanceTimersByTime(2000));
    const shown = screen.getByRole("dialog", { name: "Trail news, first dibs on sales" });
    expect(shown.getAttribute("aria-modal")).toBe("true");
    expect(shown.textContent).toContain("Ridgeline newsletter");
    expect(shown.textContent).toContain("Unsubscribe any time.");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/en-us/newsletter");
    const logo = screen.getByRole("img", { name: "Ridgeline" });
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["96", "48"]);
  });

  test.each([
    ["a newsletter pop-up", newsletterPopUp(), "Sign up", { category: "Newsletter", action: "Get 10% off", label: "Sign up", url: "/en-us/newsletter" }],
    ["a newsletter pop-up without minimized title", newsletterPopUp({ minimizedTitle: undefined }), "Sign up", { category: "Newsletter", action: "Trail news, first dibs on sales", label: "Sign up", url: "/en-us/newsletter" }],
    ["an account pop-up", accountPopUp(), "Create account", { category: "Account", action: "Registration", label: "Create account", url: "/en-us/account/register" }],
  ] as const)("impression, expand and click of %s carry its category, action and the button label (content spec §4)", (_case, popUp, button, expected) => {
    const { events } = renderInPage(<PopUpBlock {...blockProps(popUp)} />);
    act(() => void vi.advanceTimersByTime(2000));
    const link = screen.getByRole("link", { name: button });
    // jsdom does not navigate; the default is prevented so that the test page stays.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    const { label, url, ...shared } = expected;
    const base = { popUpId: popUp.id, name: popUp.name, ...shared };
    expect(events).toEqual([
      ["popUp.onImpression", base],
      ["popUp.onExpand", base],
      ["popUp.onClick", { ...base, label, url }],
    ]);
  });

  test("a click on one of its buttons records the click with the button's text and URL", () => {
    const { events } = renderInPage(<PopUpBlock {...blockProps()} />);
    act(() => void vi.advanceTimersByTime(2000));
    const link = screen.getByRole("link", { name: "Sign up" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(events.at(-1)).toEqual(["popUp.onClick", { ...{ popUpId: BLOCK_ID, name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" }, label: "Sign up", url: "/en-us/newsletter" }]);
    // A click in the pop-up elsewhere than on a button records nothing.
    fireEvent.click(screen.getByRole("heading", { name: "Trail news, first dibs on sales" }));
    expect(events.filter(([name]) => name === "popUp.onClick")).toHaveLength(1);
  });
});

describe("keyboard and focus", () => {
  function expandWithFocusOn(outside: HTMLElement) {
    act(() => outside.focus());
    act(() => void vi.advanceTimersByTime(2000));
  }

  function pageButton() {
    const button = document.createElement("button");
    button.textContent = "Add to cart";
    document.body.append(button);
    return button;
  }

  test("focus moves into the expanded pop-up and is trapped there (Tab and Shift+Tab wrap)", () => {
    const outside = pageButton();
    renderInPage(<PopUpBlock {...blockProps()} />);
    expandWithFocusOn(outside);
    const shown = dialog()!;
    expect(shown.contains(document.activeElement)).toBe(true);
    const close = screen.getByRole("button", { name: "Close" });
    const last = screen.getByRole("link", { name: "privacy policy" });
    act(() => last.focus());
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus sent outside comes back.
    act(() => outside.focus());
    expect(shown.contains(document.activeElement)).toBe(true);
    outside.remove();
  });

  test("Escape closes it, dismisses it and gives the focus back", () => {
    const outside = pageButton();
    renderInPage(<PopUpBlock {...blockProps()} />);
    expandWithFocusOn(outside);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(dialog()).toBeNull();
    expect(collapsed()).toBeNull();
    expect(storedDismissals()).toEqual([BLOCK_ID]);
    act(() => void vi.runOnlyPendingTimers());
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  test("the close button closes and dismisses it", () => {
    renderInPage(<PopUpBlock {...blockProps()} />);
    act(() => void vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog()).toBeNull();
    expect(storedDismissals()).toEqual([BLOCK_ID]);
  });

  test("the collapsed pop-up has its own close button, which dismisses it without expanding", () => {
    const { events } = renderInPage(<PopUpBlock {...blockProps()} />);
    fireEvent.click(screen.getByRole("button", { name: "Close “Get 10% off”" }));
    expect(collapsed()).toBeNull();
    act(() => void vi.advanceTimersByTime(5000));
    expect(dialog()).toBeNull();
    expect(events.map(([name]) => name)).toEqual(["popUp.onImpression"]);
    expect(storedDismissals()).toEqual([BLOCK_ID]);
  });

  test.each([
    ["RL-CAFR", "Fermer « Get 10% off »"],
    ["RL-DE", "„Get 10% off“ schließen"],
  ])("labels are in the site's language (%s)", (siteId, label) => {
    renderInPage(<PopUpBlock {...blockProps()} />, { page: { siteId } });
    expect(screen.getByRole("button", { name: label })).not.toBeNull();
  });
});

describe("dismissals", () => {
  test("a dismissed pop-up stays closed on the next page view", () => {
    const first = renderInPage(<PopUpBlock {...blockProps()} />);
    fireEvent.click(screen.getByRole("button", { name: "Close “Get 10% off”" }));
    first.unmount();
    const { events } = renderInPage(<PopUpBlock {...blockProps()} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(collapsed()).toBeNull();
    expect(events).toEqual([]);
  });

  test("dismissals append to the stored list, which other pop-ups keep", () => {
    window.localStorage.setItem(DISMISSED_POPUPS_KEY, JSON.stringify(["account-us"]));
    renderInPage(<PopUpBlock {...blockProps()} />);
    fireEvent.click(screen.getByRole("button", { name: "Close “Get 10% off”" }));
    expect(storedDismissals()).toEqual(["account-us", BLOCK_ID]);
  });

  test("a stored value that is not a list of ids is ignored", () => {
    window.localStorage.setItem(DISMISSED_POPUPS_KEY, "{not json");
    renderInPage(<PopUpBlock {...blockProps()} />);
    expect(collapsed()).not.toBeNull();
  });

  test("without storage, closing still works for the rest of the page's life", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    const first = renderInPage(<PopUpBlock {...blockProps()} />);
    fireEvent.click(screen.getByRole("button", { name: "Close “Get 10% off”" }));
    expect(collapsed()).toBeNull();
    first.unmount();
    renderInPage(<PopUpBlock {...blockProps()} />);
    expect(collapsed()).toBeNull();
  });
});

describe("server rendering", () => {
  test("the server renders nothing (dismissals are only known in the browser); hydration shows it without a mismatch", async () => {
    const bus = createAnalyticsBus();
    const events: string[] = [];
    bus.subscribe((name) => void events.push(name));
    const element = (
      <AnalyticsContext.Provider value={bus}>
        <EngineProvider value={{ registry: createRegistry([]), page: pageContext() }}>
          <PopUpBlock {...blockProps()} />
        </EngineProvider>
      </AnalyticsContext.Provider>
    );
    const html = renderToString(element);
    expect(html).toBe("");
    expect(events).toEqual([]);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(collapsed()).not.toBeNull();
    expect(events).toEqual(["popUp.onImpression"]);
    act(() => root!.unmount());
    container.remove();
  });
});
