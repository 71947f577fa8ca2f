import type { Context } from "hono";
import { deletePaymentInstrumentRequest, giftCardBalanceRequest, paymentInstrumentEnvelope, paymentSessionQuery, rewardRequest, type GiftCardBalanceAnswer, type PaymentSessionAnswer } from "../../contracts/api/checkout.ts";
import type { CartRow } from "../cart/cart-store.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { callerOf, withAttemptLimits } from "../http/attempt-limit.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { toUnits } from "../money.ts";
import { answerCheckoutCart } from "./checkout-cart.ts";
import { basketIdOf, checkoutTransactions } from "./checkout-transactions.ts";
import { GIFT_CARD_PIN_ATTEMPTS, KLARNA_CURRENCIES, addInstrument, applyVoucher, instrumentsOf, loadConsumer, normalisedCardNumber, paymentMethodsOf, removeInstrument, removeVoucher, verifiedGiftCard, type InstrumentChange } from "./payment-store.ts";
import { paymentSessions } from "./payment-sessions.ts";
import { maskNumber } from "./payments.ts";
import { providerLinks } from "./test-provider-pages.ts";

/**
 * Paying: the payment methods open to the shopper, payment instruments (add, remove), a gift
 * card's balance, the loyalty reward, and a buy-now-pay-later session.
 */
export function registerPaymentRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;
  const checkout = checkoutTransactions(deps);
  const { now } = checkout;
  const sessions = paymentSessions(deps.now);
  const { walletApprovalUrl } = providerLinks(deps.publicUrl);

  async function instrumentChange(tx: Executor, identity: Identity, cart: CartRow): Promise<InstrumentChange> {
    return { cart, consumer: await loadConsumer(tx, identity), answer: await answerCheckoutCart(tx, cart, now()), now: now(), verifySession: sessions.verify };
  }

  /**
   * Runs a gift card PIN check under its attempt limits (per card, and per caller: the member,
   * or a guest's address). Outside any transaction: a wrong PIN must be counted although the
   * request rolls back.
   */
  function withPinAttempts<T>(c: Context, number: unknown, attempt: () => Promise<T>): Promise<T> {
    const card = typeof number === "string" ? normalisedCardNumber(number).slice(0, 32) : "";
    const limits = [
      { policy: GIFT_CARD_PIN_ATTEMPTS.perCard, subjects: card ? [card] : [], countedIds: ["GFC800"] },
      { policy: GIFT_CARD_PIN_ATTEMPTS.perCaller, subjects: [callerOf(c, deps)], countedIds: ["GFC800"] },
    ] as const;
    return withAttemptLimits(c, db, limits, deps.now(), attempt);
  }

  api.on("GET", "/cart/v1/cart/:basketId/paymentMethods", async (c) => {
    const identity = requireIdentity(c, deps);
    return c.json(await checkout.read(identity, basketIdOf(c), async (tx, cart, answer) => paymentMethodsOf(tx, cart, await loadConsumer(tx, identity), answer, walletApprovalUrl)));
  });

  api.on("POST", "/cart/v1/cart/:basketId/paymentInstruments", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, paymentInstrumentEnvelope);
    const add = () => checkout.change(identity, basketIdOf(c), async (tx, cart) => addInstrument(tx, await instrumentChange(tx, identity, cart), body.payment_method_id, body));
    return c.json(body.payment_method_id === "GIFT_CARD" ? await withPinAttempts(c, body.number, add) : await add());
  });

  api.on("DELETE", "/cart/v1/cart/:basketId/paymentInstruments", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, deletePaymentInstrumentRequest);
    return c.json(await checkout.change(identity, basketIdOf(c), async (tx, cart) => removeInstrument(tx, cart, body.payment_instrument_id)));
  });

  api.on("POST", "/cart/v1/giftcard/balance", async (c) => {
    requireIdentity(c, deps);
    const body = await readBody(c, giftCardBalanceRequest, "GFC400");
    const card = await withPinAttempts(c, body.number, () => verifiedGiftCard(db, body.number, body.pin, now()));
    const answer: GiftCardBalanceAnswer = { maskedNumber: maskNumber(card.number.slice(-4)), balance: toUnits(Math.max(0, card.balance)), currency: card.currency, expiresAt: card.expiresAt?.toISOString() ?? null };
    return c.json(answer);
  });

  api.on("PUT", "/cart/v1/cart/:basketId/reward", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, rewardRequest);
    return c.json(
      await checkout.change(identity, basketIdOf(c), async (tx, cart) => {
        if (body.appliedLoyaltyVoucher === null) return void (await removeVoucher(tx, cart));
        await applyVoucher(tx, await instrumentChange(tx, identity, cart), await instrumentsOf(tx, cart.id), "REWARD_CODE", body.appliedLoyaltyVoucher);
      }),
    );
  });

  api.on("GET", "/cart/v1/paymentSession", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, paymentSessionQuery);
    return c.json(
      await checkout.read(identity, query.basketId, async (_tx, cart, answer) => {
        if (!KLARNA_CURRENCIES.includes(cart.currency)) throw new ApiError(400, "PAY400", `Klarna is not available for ${cart.currency}`);
        const session = sessions.open(cart.id);
        const result: PaymentSessionAnswer = {
          provider: "KLARNA",
          sessionId: session.sessionId,
          clientToken: sessions.sign(`client:${session.sessionId}`),
          amount: answer.totals.total,
          currency: cart.currency,
          expiresAt: new Date(session.expiresAt).toISOString(),
          paymentMethodCategories: ["pay_later", "pay_over_time"],
        };
        return result;
      }),
    );
  });
}
