import { describe, expect, test } from "vitest";
import { errorBehaviour } from "../../../errors/error-behaviour.ts";
import { paymentProblem, problemPlace, type PaymentProblem } from "./payment-errors.ts";
import { paymentStrings } from "./payment-strings.ts";
import { instrumentLabel, listedInstruments, methodChoices, openAmount } from "./payment-view.ts";
import { PAYMENT_METHODS, recordedCart } from "./testing/payment-answers.ts";

describe("methodChoices", () => {
  const withWallet = (methods: (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS], wallet: { approvalUrl: string } | null) => ({ ...methods, wallet });
  test.each([
    ["a guest", PAYMENT_METHODS.guestMethods, false, ["GIFT_CARD", "KLARNA", "CREDIT_CARD", "PAYPAL"], []],
    ["a guest in CAD", PAYMENT_METHODS.caMethods, false, ["GIFT_CARD", "CREDIT_CARD", "PAYPAL"], [["KLARNA", "PAY400"]]],
    ["a guest with two gift cards", PAYMENT_METHODS.methodsTwoGiftCards, false, ["KLARNA", "CREDIT_CARD", "PAYPAL"], [["GIFT_CARD", "GFC410"]]],
    ["a loyalty member", PAYMENT_METHODS.memberMethods, true, ["GIFT_CARD", "LOYALTY_POINTS", "KLARNA", "REWARD_CODE", "REWARD_CARD", "CREDIT_CARD", "PAYPAL"], []],
    ["an athlete outside the loyalty programme (REW130: not explained)", PAYMENT_METHODS.athleteMethods, true, ["GIFT_CARD", "ATHLETES_PAYMENT", "KLARNA", "CREDIT_CARD", "PAYPAL"], []],
    ["PayPal without the wallet's page", withWallet(PAYMENT_METHODS.guestMethods, null), false, ["GIFT_CARD", "KLARNA", "CREDIT_CARD"], [["PAYPAL", null]]],
  ] as const)("%s", (_name, methods, member, usable, explained) => {
    const choices = methodChoices(methods, member);
    expect([...choices.usable]).toEqual(usable);
    expect(choices.explained.map((entry) => [entry.id, entry.reason])).toEqual(explained);
  });

  test("a member whose loyalty is not confirmed, or who has too few points: explained once; an athlete with nothing left: explained", () => {
    const member = PAYMENT_METHODS.memberMethods;
    const unconfirmed = { ...member, loyalty: null, applicablePaymentMethods: member.applicablePaymentMethods.map((method) => (["LOYALTY_POINTS", "REWARD_CODE", "REWARD_CARD"].includes(method.id) ? { ...method, available: false, reason: "REW135" } : method)) };
    expect(methodChoices(unconfirmed, true).explained).toEqual([{ id: "LOYALTY_POINTS", reason: "REW135" }]);
    const athlete = PAYMENT_METHODS.athleteMethods;
    const spent = { ...athlete, applicablePaymentMethods: athlete.applicablePaymentMethods.map((method) => (method.id === "ATHLETES_PAYMENT" ? { ...method, available: false, reason: "PYT400" } : method)) };
    expect(methodChoices(spent, true).explained).toEqual([{ id: "ATHLETES_PAYMENT", reason: "PYT400" }]);
  });
});

test("listedInstruments puts the open instrument last; openAmount is what it pays or would pay", () => {
  const paid = recordedCart("cartGiftAndCard");
  expect(listedInstruments(paid).map((entry) => entry.payment_method_id)).toEqual(["GIFT_CARD", "GIFT_CARD", "CREDIT_CARD"]);
  expect(openAmount(paid)).toBe(288.19);
  expect(openAmount(recordedCart("cartTwoGiftCards"))).toBe(288.19);
  expect(openAmount(recordedCart("guestCart"))).toBe(323.19);
});

test("instrumentLabel names each kind", () => {
  const strings = paymentStrings("RL-US");
  const count = (value: number) => value.toLocaleString("en-US");
  const labels = (name: Parameters<typeof recordedCart>[0]) => listedInstruments(recordedCart(name)).map((entry) => instrumentLabel(entry, strings, count));
  expect(labels("cartGiftAndCard")).toEqual(["Gift card ending 0025", "Gift card ending 0033", "Credit card Visa ending 1111"]);
  expect(labels("memberVoucherAndPoints")).toEqual(["Reward code LV-USD-2500", "Loyalty points 700 points"]);
  expect(labels("cartGiftAndPaypal").at(-1)).toBe("PayPal alex.walker@example.com");
  expect(labels("athletePaid")).toEqual(["Athletes payment"]);
  expect(instrumentLabel(recordedCart("cartGiftAndCard").payment_instruments[0]!, paymentStrings("RL-DE"), count)).toBe("Kreditkarte Visa mit Endziffern 1111");
});

describe("problemPlace", () => {
  const problem = (errorId: string, field?: string): PaymentProblem => ({ errorId, message: "m", field, details: {}, behaviour: errorBehaviour(errorId) });
  const CARD = ["number", "expiryMonth", "expiryYear", "cvv", "holder"] as const;
  test.each([
    ["a named field, whatever the level", problem("FE309", "expiryYear"), CARD, undefined, { at: "field", field: "expiryYear" }],
    ["a dotted field by its last part", problem("PYT406", "address.city"), ["city", "phone"], undefined, { at: "field", field: "city" }],
    ["an input-level id without a field: the main input", problem("GFC740"), ["number", "pin"], undefined, { at: "field", field: "number" }],
    ["an id the section keeps at its input", problem("REW140"), ["points"], (id: string) => id.startsWith("REW"), { at: "field", field: "points" }],
    ["a top-level id: the section's top", problem("PAY400"), CARD, undefined, { at: "section" }],
    ["a toast: the step's top", problem("GEN500"), CARD, undefined, { at: "step" }],
    ["an input-level id in a section without fields: its top", problem("GFC740"), [], undefined, { at: "section" }],
  ] as const)("%s", (_name, given, fields, atInput, place) => expect(problemPlace(given, fields, atInput)).toEqual(place));

  test("paymentProblem reads the client's error by its shape", () => {
    const error = Object.assign(new Error("The card's expiry date is not valid, or the card has expired."), {
      errorId: "FE309",
      response: { errorDetails: [{ errorId: "FE309", message: "This card has expired", field: "expiryYear" }] },
    });
    expect(paymentProblem(error, "RL-US")).toMatchObject({ errorId: "FE309", message: error.message, serverMessage: "This card has expired", field: "expiryYear", behaviour: { level: "top" } });
    expect(paymentProblem(new TypeError("x"), "RL-US")).toMatchObject({ errorId: "GEN500", message: "x" });
  });
});
