import { describe, expect, test } from "vitest";
import type { NoticeMessage } from "../../ui/notice.tsx";
import { stepNotices } from "./checkout-notices.ts";

const refused: NoticeMessage = { type: "error", level: "top", message: "Some items are no longer available in the quantity you chose.", code: "INV405" };
const outOfStock = { type: "ProductLineItemFullInventoryMissing", message: "Summit Parka is out of stock and was removed from your cart" };
const asNotice = (flash: typeof outOfStock): NoticeMessage => ({ type: "info", level: "top", message: flash.message, code: flash.type });

describe("the notices at the top of a checkout step", () => {
  test.each([
    ["nothing", [], [], []],
    ["the cart's flash only: as information", [], [outOfStock], [asNotice(outOfStock)]],
    ["the step's own notices first, then the flash", [refused], [outOfStock], [refused, asNotice(outOfStock)]],
    ["a refused order's flash (in the error) and the refreshed cart's (the same message): once", [refused, asNotice(outOfStock)], [outOfStock], [refused, asNotice(outOfStock)]],
    ["the same flash twice in the cart: once", [], [outOfStock, outOfStock], [asNotice(outOfStock)]],
  ] as const)("%s", (_name, own, flash, expected) => {
    expect(stepNotices(own, flash)).toEqual(expected);
  });
});
