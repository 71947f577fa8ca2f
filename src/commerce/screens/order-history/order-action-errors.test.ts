import { describe, expect, test } from "vitest";
import { CommerceApiError } from "../../api/client-transport.ts";
import { GENERIC_ERROR_MESSAGE } from "../../errors/generic-message.ts";
import { messageFor } from "../../errors/messages.ts";
import { orderActionMessage, orderChangedUnderneath, type OrderAction } from "./order-action-errors.ts";
import { orderHistoryStrings } from "./order-history-strings.ts";

const strings = orderHistoryStrings("RL-US");
const apiError = (errorId: string, status: number, details: Record<string, unknown> = {}) =>
  new CommerceApiError(errorId, status, messageFor(errorId, "server words", details), { method: "POST", path: "/x" }, { errorDetails: [{ errorId, message: "server words", ...details }] });

describe("what a failed order action tells", () => {
  test.each<[OrderAction, Error, string]>([
    ["cancel", apiError("ORD409", 409, { reason: "shipped", status: "placed" }), strings.refusals.shipped],
    ["cancel", apiError("ORD409", 409, { reason: "cancelled", status: "cancelled" }), strings.refusals.cancelled],
    ["cancel", apiError("ORD409", 409, { reason: "status", status: "payment_failed" }), strings.refusals.status],
    ["invoice", apiError("ORD409", 409, { reason: "cancelled" }), strings.refusals.cancelled],
    ["returnLabel", apiError("RTN500", 409, { reason: "window" }), strings.refusals.window],
    ["returnLabel", apiError("RTN500", 409, { reason: "nothing_returnable" }), strings.refusals.nothing_returnable],
    // Not a refusal of the order's state: the catalogue's message.
    ["cancel", apiError("OHS4004", 404), messageFor("OHS4004", undefined)],
    ["returnLabel", apiError("RTN500", 500), "server words"],
    ["resendGiftCard", apiError("GFC725", 429), strings.giftCardResendLimit],
    ["resendGiftCard", apiError("GFC725", 409, { status: "cancelled" }), strings.refusals.status],
    ["resendGiftCard", apiError("GFO405", 400), strings.noGiftCard],
    // A reason the screen does not know: the catalogue's message.
    ["cancel", apiError("ORD409", 409, { reason: "moon_phase" }), messageFor("ORD409", undefined)],
    ["invoice", new TypeError("Failed to fetch"), GENERIC_ERROR_MESSAGE],
  ])("%s: %s → %s", (action, error, message) => {
    expect(orderActionMessage(action, error, strings, "RL-US")).toBe(message);
  });

  test("a 409 means the order changed under the screen; other failures do not", () => {
    expect(orderChangedUnderneath(apiError("ORD409", 409, { reason: "shipped" }))).toBe(true);
    expect(orderChangedUnderneath(apiError("OHS4004", 404))).toBe(false);
    expect(orderChangedUnderneath(new Error("x"))).toBe(false);
  });
});
