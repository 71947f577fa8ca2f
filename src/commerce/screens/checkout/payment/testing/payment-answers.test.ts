import { describe, expect, test } from "vitest";
import { checkoutCartAnswer, giftCardBalanceAnswer, paymentMethodsAnswer, paymentSessionAnswer } from "../../../../../../contracts/api/checkout.ts";
import { savedPaymentInstrumentAnswer, savedPaymentInstrumentsAnswer } from "../../../../../../contracts/api/consumer.ts";
import { isErrorId } from "../../../../../../contracts/errors/catalogue.ts";
import { GIFT_CARD_BALANCE, PAYMENT_METHODS, PAYMENT_SESSION, RECORDED_CARTS, RECORDED_ERRORS, SAVED_CARD, SAVED_CARDS, recordedCart } from "./payment-answers.ts";

/** The recorded answers still answer their contracts (a contract change shows here first). */
describe("recorded payment answers", () => {
  test.each(RECORDED_CARTS)("cart %s", (name) => {
    expect(checkoutCartAnswer.safeParse(recordedCart(name)).error?.issues ?? []).toEqual([]);
  });
  test.each(Object.entries(PAYMENT_METHODS))("payment methods %s", (_name, answer) => {
    expect(paymentMethodsAnswer.safeParse(answer).error?.issues ?? []).toEqual([]);
  });
  test("the other answers", () => {
    expect(giftCardBalanceAnswer.safeParse(GIFT_CARD_BALANCE).success).toBe(true);
    expect(paymentSessionAnswer.safeParse(PAYMENT_SESSION).success).toBe(true);
    expect(savedPaymentInstrumentsAnswer.safeParse(SAVED_CARDS).success).toBe(true);
    expect(savedPaymentInstrumentAnswer.safeParse(SAVED_CARD).success).toBe(true);
  });
  test.each(Object.entries(RECORDED_ERRORS))("error %s is a catalogue id", (_name, entry) => {
    expect(isErrorId(entry.errorId)).toBe(true);
  });
});
