// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { ensureSanitizer } from "#sanitize";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { popUpSchema } from "../popup/schema.ts";
import { DISMISSED_POPUPS_KEY, forgetDismissedPopUps } from "../popup/dismissed-popups.ts";
import PopUpBlock from "../popup/popup.tsx";
import { accountPopUp, newsletterPopUp, renderInPage } from "../popup/overlay-test-kit.tsx";
import { popUpsQueryOptions } from "./index.ts";
import { popUpManagerSchema } from "./schema.ts";
import { parsePopUps } from "./parse-popups.ts";
import type { PopUpList } from "./popup-list.ts";
import PopUpManager from "./popup-manager.tsx";

const site = { items: [newsletterPopUp(), accountPopUp()] } satisfies PopUpList;

/** A manager block; `data` is what its data provider answered (undefined: it failed). */
function manager(data: PopUpList | undefined, fields: Record<string, unknown> = {}, blockId = "popups") {
  return <PopUpManager {...popUpManagerSchema.parse(fields)} blockId={blockId} data={data} />;
}

const dismissWith = (ids: string[]) => window.localStorage.setItem(DISMISSED_POPUPS_KEY, JSON.stringify(ids));
const shownPopUpId = () => document.querySelector("[data-popup-id]")?.getAttribute("data-popup-id") ?? null;

beforeAll(async () => {
  await ensureSanitizer();
});
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  forgetDismissedPopUps();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  forgetDismissedPopUps();
});

describe("which pop-up opens", () => {
  test.each([
    ["nothing dismissed: the first", [], "newsletter-us"],
    ["the first dismissed: the next", ["newsletter-us"], "account-us"],
    ["all dismissed: none", ["newsletter-us", "account-us"], null],
  ])("%s", (_case, dismissed, shown) => {
    dismissWith(dismissed);
    renderInPage(manager(site));
    expect(shownPopUpId()).toBe(shown);
  });

  test.each([
    ["no pop-ups", { items: [] }],
    ["the pop-ups failed to load", undefined],
  ])("nothing with %s", (_case, data) => {
    const { container } = renderInPage(manager(data));
    expect(container.innerHTML).toBe("");
    expect(shownPopUpId()).toBeNull();
  });

  test.each([
    ["any", "newsletter-us"],
    ["newsletter", "newsletter-us"],
    ["account", "account-us"],
  ])("category %s", (category, shown) => {
    renderInPage(manager(site, { category }));
    expect(shownPopUpId()).toBe(shown);
  });

  test("closing appends the id to the dismissed list; the next page view opens the next pop-up, this one opens no other", () => {
    const first = renderInPage(manager(site));
    fireEvent.click(screen.getByRole("button", { name: "Close “Get 10% off”" }));
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_POPUPS_KEY)!)).toEqual(["newsletter-us"]);
    expect(shownPopUpId()).toBeNull();
    first.unmount();
    const next = renderInPage(manager(site));
    expect(shownPopUpId()).toBe("account-us");
    expect(next.events).toEqual([["popUp.onImpression", { popUpId: "account-us", name: "Account registration", category: "Account", action: "Registration" }]]);
  });

  test("one pop-up on screen, and one per page view: another pop-up block waits for the next page", () => {
    const standalone = popUpSchema.parse({ name: "Members weekend", title: "Double points this weekend" });
    const page = () => (
      <>
        {manager(site, { category: "newsletter" })}
        <PopUpBlock {...standalone} blockId="members-weekend" />
      </>
    );
    const first = renderInPage(page());
    expect(document.querySelectorAll("[data-popup-id]")).toHaveLength(1);
    expect(shownPopUpId()).toBe("newsletter-us");
    fireEvent.click(screen.getByRole("button", { name: "Close “Get 10% off”" }));
    expect(shownPopUpId()).toBeNull();
    first.unmount();
    // The next page: the manager has no newsletter pop-up left; the other block's turn.
    renderInPage(page());
    expect(shownPopUpId()).toBe("members-weekend");
  });

  test("the expanded pop-up closes with Escape and is remembered", () => {
    vi.useFakeTimers();
    renderInPage(manager(site));
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole("dialog", { name: "Trail news, first dibs on sales" })).not.toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_POPUPS_KEY)!)).toEqual(["newsletter-us"]);
    act(() => void vi.runOnlyPendingTimers());
  });
});

describe("the site's pop-ups", () => {
  test("every item is validated like a block: rich text sanitised, defaults applied", () => {
    const { items } = parsePopUps(
      { items: [{ id: "nl", name: "Newsletter", title: "Join", disclaimer: '<p onclick="steal()">Terms<script>alert(1)</script></p>' }] },
      "RL-US",
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.disclaimer).toBe("<p>Terms</p>");
    expect(items[0]!.delay).toBe(2000);
    expect(items[0]!.logoSize).toBe("small");
  });

  test("an invalid item is left out and logged with its id and field; the others keep their order", () => {
    expectConsole("warn", /\[popups\] RL-US pop-up evil left out: targets\.0\.url: Unsafe URL/);
    expectConsole("warn", /\[popups\] RL-US pop-up untitled left out: title: /);
    const { items } = parsePopUps(
      {
        items: [
          { id: "first", name: "Newsletter", title: "One" },
          { id: "evil", name: "Account", title: "Two", targets: [{ text: "Go", url: "javascript:alert(1)" }] },
          { id: "untitled", name: "Account", title: " " },
          { id: "last", name: "Account", title: "Four" },
        ],
      },
      "RL-US",
    );
    expect(items.map((item) => item.id)).toEqual(["first", "last"]);
  });

  test("an answer without items is an error (the block then shows nothing)", () => {
    expect(() => parsePopUps({ popups: [] }, "RL-US")).toThrow();
  });

  test("are fetched from the storefront's front-end API for the page's site", async () => {
    const fetch = vi.fn(async () => Response.json({ items: [{ id: "nl-ca", name: "Newsletter", title: "Join" }] }));
    vi.stubGlobal("fetch", fetch);
    const options = popUpsQueryOptions(popUpManagerSchema.parse({}), pageContext({ siteId: "RL-CA", localePath: "en-ca" }));
    expect(options.queryKey).toEqual(["content", "popups", "RL-CA"]);
    const data = await new QueryClient().fetchQuery(options);
    expect(data.items.map((item) => item.id)).toEqual(["nl-ca"]);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe("/fapi/popups?siteId=RL-CA");
  });
});
