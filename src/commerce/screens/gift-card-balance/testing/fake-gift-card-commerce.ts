import type { CommerceClient } from "../../../api/client.ts";
import { apiError, fakeServiceCommerce } from "../../contact-us-form/testing/fake-service-commerce.ts";
import { cardDigits } from "../../checkout/payment/card-rules.ts";
import { EURO_CARD, NO_EXPIRY_CARD, US_CARD } from "./gift-card-fixtures.ts";

/** A card of fixtures/commerce/gift-cards.json that expired at the end of 2024. */
export const EXPIRED_CARD = { number: "6006491000000000058", pin: "2222" };

/**
 * Stories only: the balance call answered from the fixture cards (US_CARD, NO_EXPIRY_CARD,
 * EURO_CARD; EXPIRED_CARD answers GFC812). A wrong PIN or another number answers GFC800; the
 * PIN 0000 stands for the attempt that crossed the limit (GFC799).
 */
export function fakeGiftCardCommerce(): CommerceClient {
  const cards = [US_CARD, NO_EXPIRY_CARD, EURO_CARD];
  return fakeServiceCommerce({
    giftCardBalance: async (number: string, pin: string) => {
      if (pin === "0000") throw apiError(429, "GFC799", "Too many wrong gift card PINs; try again later");
      if (number === EXPIRED_CARD.number && pin === EXPIRED_CARD.pin) throw apiError(400, "GFC812", "This gift card has expired");
      const card = cards.find((candidate) => cardDigits(candidate.number) === number && candidate.pin === pin);
      if (!card) throw apiError(400, "GFC800", "The gift card number or PIN is not valid", { field: "number" });
      return card.answer;
    },
  }).client;
}
