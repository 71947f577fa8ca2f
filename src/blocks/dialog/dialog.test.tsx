// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { ensureSanitizer } from "#sanitize";
import { EngineProvider } from "../../engine/react/engine-context.tsx";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { resolvePage } from "../../engine/resolve-page.ts";
import type { BlockNode } from "../../engine/types.ts";
import { createRegistry } from "../../registry/create-registry.ts";
import { richTextBlock } from "../rich-text/index.ts";
import { renderInPage } from "../popup/overlay-test-kit.tsx";
import DialogBlock from "./dialog.tsx";
import { dialogBlock } from "./index.ts";
import type { DialogProps } from "./schema.ts";
import { onModalLinkClick } from "./modal-location.ts";

const registry = createRegistry([dialogBlock, richTextBlock]);
const PAGE = "/en-us/c/jackets-100200?color=red";

/** The dialog's props as the engine hands them over (children resolved), from its CMS fields. */
function dialogProps(fields: Record<string, unknown> = {}): DialogProps & { blockId: string } {
  const document = {
    id: "p",
    slug: "p",
    sections: [
      {
        id: "s",
        items: [
          {
            id: "size-guide-dialog",
            type: "dialog",
            modalId: "size-guide",
            title: "Size guide",
            subtitle: "Measure over a base layer.",
            components: [{ id: "chart", type: "rich-text", richText: "<p>Chest 96–101 cm: size M.</p>" }],
            ...fields,
          },
        ],
      },
    ],
  };
  const { page, diagnostics } = resolvePage(document, pageContext(), registry);
  expect(diagnostics).toEqual([]);
  const node = page.sections[0]!.items[0] as BlockNode;
  return { ...(node.props as DialogProps), blockId: node.id };
}

/**
 * The dialog block and, elsewhere on the page, the links other blocks would render. Awaited:
 * a dialog open from the start renders its blocks, and React's act() wants the engine's
 * `use()` of their (loaded) code awaited.
 */
async function renderPageOpen(fields: Record<string, unknown> = {}) {
  let rendered: ReturnType<typeof renderPage> | undefined;
  await act(async () => void (rendered = renderPage(fields)));
  return rendered!;
}

/** The dialog block and, elsewhere on the page, the links other blocks would render. */
function renderPage(fields: Record<string, unknown> = {}, mode: "publish" | "preview" = "publish") {
  return renderInPage(
    <>
      <a href="#modal-size-guide">Size guide</a>
      <a href="?size=m#modal-size-guide">Size guide for M</a>
      <a href="#modal-returns">Returns</a>
      <DialogBlock {...dialogProps(fields)} />
    </>,
    { registry, page: { mode } },
  );
}

const url = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const dialog = () => screen.queryByRole("dialog");
/** A click as a shopper makes it; answers whether the page prevented the browser's default. */
const click = (element: Element, init: MouseEventInit = {}) => !fireEvent.click(element, init);

beforeAll(async () => {
  await ensureSanitizer();
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, "", PAGE);
});
afterEach(async () => {
  cleanup();
  // Radix gives the focus back in a timeout after the dialog leaves.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

describe("opening from buttons", () => {
  test("closed at first: shoppers see nothing of it", () => {
    renderPage();
    expect(dialog()).toBeNull();
    expect(document.body.textContent).not.toContain("Chest 96–101 cm");
  });

  test("a #modal link adds the fragment to the current path and query, as a new history entry, and opens it", () => {
    renderPage();
    const entries = window.history.length;
    expect(click(screen.getByRole("link", { name: "Size guide" }))).toBe(true);
    expect(url()).toBe(`${PAGE}#modal-size-guide`);
    expect(window.history.length).toBe(entries + 1);
    const shown = screen.getByRole("dialog", { name: "Size guide" });
    expect(shown.getAttribute("aria-modal")).toBe("true");
    expect(shown.textContent).toContain("Measure over a base layer.");
    expect(shown.textContent).toContain("Chest 96–101 cm: size M.");
  });

  test("a ?…#modal link merges its query into the current one and keeps the path", () => {
    renderPage();
    click(screen.getByRole("link", { name: "Size guide for M" }));
    expect(url()).toBe("/en-us/c/jackets-100200?color=red&size=m#modal-size-guide");
    expect(dialog()).not.toBeNull();
  });

  test("another dialog's link does not open this one", () => {
    renderPage();
    click(screen.getByRole("link", { name: "Returns" }));
    expect(url()).toBe(`${PAGE}#modal-returns`);
    expect(dialog()).toBeNull();
  });

  test("a shared link opens it", async () => {
    window.history.replaceState(null, "", `${PAGE}#modal-size-guide`);
    await renderPageOpen();
    expect(screen.getByRole("dialog", { name: "Size guide" })).not.toBeNull();
  });

  test("editors see a link that opens it", () => {
    renderPage({}, "preview");
    click(screen.getByRole("link", { name: "Dialog “Size guide”: open with #modal-size-guide" }));
    expect(dialog()).not.toBeNull();
  });
});

describe("closing", () => {
  test("the back button closes it", async () => {
    renderPage();
    click(screen.getByRole("link", { name: "Size guide" }));
    expect(dialog()).not.toBeNull();
    act(() => window.history.back());
    await waitFor(() => expect(dialog()).toBeNull());
    expect(url()).toBe(PAGE);
  });

  test("forward opens it again", async () => {
    renderPage();
    click(screen.getByRole("link", { name: "Size guide" }));
    act(() => window.history.back());
    await waitFor(() => expect(dialog()).toBeNull());
    act(() => window.history.forward());
    await waitFor(() => expect(dialog()).not.toBeNull());
  });

  test("the close button goes back (no extra history entry) and the focus returns to the button that opened it", async () => {
    renderPage();
    const opener = screen.getByRole("link", { name: "Size guide" });
    act(() => opener.focus());
    const entries = window.history.length;
    click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(url()).toBe(PAGE);
    expect(window.history.length).toBe(entries + 1);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Closing went back: the dialog's entry is still ahead.
    act(() => window.history.forward());
    await waitFor(() => expect(dialog()).not.toBeNull());
  });

  test("closing twice before the browser went back goes back once", async () => {
    renderPage();
    click(screen.getByRole("link", { name: "Size guide" }));
    // Chromium goes back once per call even before the first arrives (jsdom merges them).
    const back = vi.spyOn(window.history, "back");
    const close = screen.getByRole("button", { name: "Close" });
    fireEvent.click(close);
    fireEvent.click(close);
    expect(back).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog()).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(url()).toBe(PAGE);
    act(() => window.history.forward());
    await waitFor(() => expect(dialog()).not.toBeNull());
  });

  test("Escape closes it", async () => {
    renderPage();
    click(screen.getByRole("link", { name: "Size guide" }));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(dialog()).toBeNull());
    expect(url()).toBe(PAGE);
  });

  test("closing a dialog opened by a shared link stays on the page: the fragment is replaced, not gone back from", async () => {
    window.history.replaceState(null, "", `${PAGE}#modal-size-guide`);
    const entries = window.history.length;
    await renderPageOpen();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(url()).toBe(PAGE);
    expect(window.history.length).toBe(entries);
  });
});

describe("keyboard", () => {
  test("focus moves into the dialog and is trapped there", () => {
    renderPage({ components: [{ id: "chart", type: "rich-text", richText: '<p>See <a href="/en-us/help-sizing">how to measure</a>.</p>' }] });
    const opener = screen.getByRole("link", { name: "Size guide" });
    act(() => opener.focus());
    click(opener);
    const shown = dialog()!;
    const close = screen.getByRole("button", { name: "Close" });
    expect(document.activeElement).toBe(close);
    const last = screen.getByRole("link", { name: "how to measure" });
    act(() => last.focus());
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    act(() => opener.focus());
    expect(shown.contains(document.activeElement)).toBe(true);
  });

  test.each([
    ["French", "RL-CAFR", "Fermer"],
    ["German", "RL-DE", "Schließen"],
  ])("the close button is labelled in %s", async (_language, siteId, label) => {
    window.history.replaceState(null, "", `${PAGE}#modal-size-guide`);
    await act(async () => void renderInPage(<DialogBlock {...dialogProps()} />, { registry, page: { siteId } }));
    expect(screen.getByRole("button", { name: label })).not.toBeNull();
  });
});

describe("the delegated link listener", () => {
  function link(href: string, attributes: Record<string, string> = {}) {
    const anchor = document.createElement("a");
    anchor.href = href;
    anchor.textContent = "link";
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    document.body.append(anchor);
    return anchor;
  }

  test.each([
    ["an ordinary link", "/en-us/help", {}, {}],
    ["another fragment", "#reviews", {}, {}],
    ["a new-tab link", "#modal-size-guide", { target: "_blank" }, {}],
    ["a ctrl-click", "#modal-size-guide", {}, { ctrlKey: true }],
    ["a cmd-click", "#modal-size-guide", {}, { metaKey: true }],
    ["a middle click", "#modal-size-guide", {}, { button: 1 }],
  ])("leaves %s to the browser", (_case, href, attributes, init) => {
    renderPage();
    const anchor = link(href, attributes);
    // The listener itself, so that jsdom does not follow the links it leaves alone.
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
    Object.defineProperty(event, "target", { value: anchor });
    onModalLinkClick(event);
    expect(event.defaultPrevented).toBe(false);
    expect(url()).toBe(PAGE);
    anchor.remove();
  });

  test("a click another handler already took is left alone", () => {
    renderPage();
    const anchor = link("#modal-size-guide");
    anchor.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(anchor);
    expect(url()).toBe(PAGE);
    anchor.remove();
  });

  test("works for links inside any element of the link (an icon, a span)", () => {
    renderPage();
    const anchor = link("#modal-size-guide");
    const icon = document.createElement("span");
    anchor.append(icon);
    expect(click(icon)).toBe(true);
    expect(dialog()).not.toBeNull();
    anchor.remove();
  });

  test("is removed with the last dialog block", () => {
    const { unmount } = renderPage();
    unmount();
    const anchor = link("?size=m#modal-size-guide");
    // The window hears the click after the document's listeners: it notes whether one of them
    // took it, then stops jsdom from following the link.
    let taken: boolean | undefined;
    const note = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", note);
    fireEvent.click(anchor);
    window.removeEventListener("click", note);
    expect(taken).toBe(false);
    expect(url()).toBe(PAGE);
    anchor.remove();
  });
});

test("in preview, editors see the diagnostics of invalid blocks inside without opening the dialog", () => {
  const document = {
    id: "p",
    slug: "p",
    sections: [{ id: "s", items: [{ id: "d", type: "dialog", modalId: "size-guide", title: "Size guide", components: [{ id: "broken", type: "rich-text" }] }] }],
  };
  const context = pageContext({ mode: "preview" });
  const { page } = resolvePage(document, context, registry);
  const node = page.sections[0]!.items[0] as BlockNode;
  renderInPage(<DialogBlock {...(node.props as DialogProps)} blockId={node.id} />, { registry, page: context });
  expect(dialog()).toBeNull();
  expect(window.document.querySelector('[data-block-id="broken"] .diagnostic-card')).not.toBeNull();
});

test("the server renders nothing for shoppers, and no location is read", () => {
  const html = renderToString(
    <EngineProvider value={{ registry, page: pageContext() }}>
      <DialogBlock {...dialogProps()} />
    </EngineProvider>,
  );
  expect(html).toBe("");
});
