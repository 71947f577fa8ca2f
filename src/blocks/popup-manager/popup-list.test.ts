import { describe, expect, it } from "vitest";
import { popUpListOf } from "./popup-list.ts";

/**
 * `/fapi/popups`' answer as the browser reads it: the server validated every item (decision
 * 0013), so only the outline is checked; an item without an id is left out, never thrown.
 */

const newsletter = { id: "nl", name: "Newsletter", title: "Join", delay: 2000 };
const account = { id: "acc", name: "Account", title: "Sign in" };

describe("popUpListOf", () => {
  it.each([
    ["pop-ups", { items: [newsletter, account] }, [newsletter, account]],
    ["none", { items: [] }, []],
    ["extra fields kept on items, dropped around them", { items: [{ ...newsletter, extra: 1 }], total: 1 }, [{ ...newsletter, extra: 1 }]],
    ["null", null, []],
    ["a list", [newsletter], []],
    ["no items", { popups: [newsletter] }, []],
    ["items that are not a list", { items: newsletter }, []],
    ["an item without an id: left out", { items: [{ name: "Newsletter" }, account] }, [account]],
    ["a numeric id: left out", { items: [{ ...newsletter, id: 7 }, account] }, [account]],
    ["a null item: left out", { items: [null, account] }, [account]],
  ])("%s", (_name, answer, items) => {
    expect(popUpListOf(answer)).toEqual({ items });
  });
});
