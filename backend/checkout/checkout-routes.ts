import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { CartAnswer, CartFlash } from "../../contracts/api/cart.ts";
import {
  CHANNELS,
  CHANNEL_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  addressInput,
  addressValidationRequest,
  billingAddressRequest,
  deletePaymentInstrumentRequest,
  giftCardBalanceRequest,
  patchOrderRequest,
  paymentInstrumentEnvelope,
  paymentSessionQuery,
  placeOrderRequest,
  prepareOrderQuery,
  prepareOrderRequest,
  rewardRequest,
  shippingAddressRequest,
  shippingMethodQuery,
  shippingMethodRequest,
  type AddressValidationAnswer,
  type Channel,
  type GiftCardBalanceAnswer,
  type PaymentSessionAnswer,
  type PlaceOrderRequest,
} from "../../contracts/api/checkout.ts";
import { orderNumberSchema } from "../../contracts/api/orders.ts";
import { loadCart, loadSnapshot, touchCart, type CartRow, type CartSnapshot, type Executor } from "../cart/cart-store.ts";
import { carts } from "../db/schema.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { callerOf, withAttemptLimits } from "../http/attempt-limit.ts";
import { verifyRecaptcha } from "../http/recaptcha.ts";
import { ApiError } from "../http/errors.ts";
import { ownerKeyOf, type Identity } from "../identity/tokens.ts";
import { checkBillingAddress, checkShippingAddress, type AddressProblem } from "./addresses.ts";
import { answerCheckoutCart, refreshCart, reloadCart } from "./checkout-cart.ts";
import { checkReadiness, completeChallenge, placeOrder, refreshedCartError, toOrderAnswer } from "./orders.ts";
import { KLARNA_CURRENCIES, addInstrument, applyVoucher, instrumentsOf, loadConsumer, parseFields, paymentMethodsOf, removeInstrument, removeVoucher, verifiedGiftCard, GIFT_CARD_PIN_ATTEMPTS, normalisedCardNumber, type InstrumentChange } from "./payment-store.ts";
import { maskNumber } from "./payments.ts";
import { applicableMethods, chooseShippingMethod } from "./shipping-store.ts";
import { siteById } from "../../contracts/sites.ts";

/** A buy-now-pay-later session is valid this long. */
export const PAYMENT_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * Checkout (commerce spec §7 Cart and checkout): addresses, shipping methods, payment methods and
 * instruments, gift card balance, loyalty reward, payment session, prepare, place and patch an
 * order. Every call needs a bearer token; a cart is only its owner's (404 BSK404 for anyone
 * else, as for a cart that does not exist). Changes run in one transaction with the cart row
 * locked; each first brings the cart in line with stock and stores (delivery transitions and
 * the cart core's reconciliation, reported as flash), then changes it, then answers the
 * refreshed Cart.
 */
/**
 * The in-store sale an order records: only an associate's token records one, and it is the
 * token's store and employee (a body naming others is refused); a shopper's token sending one
 * is refused (403 AUT432), so no shopper can attribute a sale to a store or an associate.
 */
export function inStoreSaleOf(identity: Identity, requested: PlaceOrderRequest["inStoreSalesInfo"]): { storeId: string; storeEmployeeId: string } | undefined {
  if (identity.kind !== "agent") {
    if (requested) throw new ApiError(403, "AUT432", "Only an in-store associate can record an in-store sale", { field: "inStoreSalesInfo" });
    return undefined;
  }
  const fromToken = { storeId: identity.storeId, storeEmployeeId: identity.employeeId };
  if (requested && (requested.storeId !== fromToken.storeId || (requested.storeEmployeeId ?? fromToken.storeEmployeeId) !== fromToken.storeEmployeeId)) {
    throw new ApiError(403, "AUT432", "The in-store sale must be the signed-in associate's", { field: "inStoreSalesInfo" });
  }
  return fromToken;
}

export function registerCheckoutRoutes(api: Api, deps: BackendDeps) {
  const now = () => new Date(deps.now());
  const { db } = deps;

  /** Runs `change` on the caller's locked cart and answers the cart as it then is. */
  async function changeCheckout(
    identity: Identity,
    basketId: string,
    change: (tx: Executor, cart: CartRow, snapshot: CartSnapshot) => Promise<CartFlash[] | void>,
    favStoreId?: string,
  ): Promise<CartAnswer> {
    return db.transaction(async (tx) => {
      const locked = await loadCart(tx, basketId, identity, { lock: true });
      const flash = await refreshCart(tx, locked, favStoreId);
      const extra = (await change(tx, locked, await loadSnapshot(tx, locked))) ?? [];
      const touched = await touchCart(tx, await reloadCart(tx, locked.id), [...flash, ...extra], now());
      return answerCheckoutCart(tx, touched, now());
    });
  }

  /** Reads the caller's cart (locked: answering it may bring its gift lines in line). */
  async function readCheckout<T>(identity: Identity, basketId: string, read: (tx: Executor, cart: CartRow, answer: CartAnswer) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const cart = await loadCart(tx, basketId, identity, { lock: true });
      return read(tx, cart, await answerCheckoutCart(tx, cart, now()));
    });
  }

  const basketIdOf = (c: Context) => c.req.param("basketId") ?? "";
  const fail = (problem: AddressProblem) => new ApiError(400, problem.errorId, problem.message, { field: problem.field });

  // ---- buy-now-pay-later sessions: signed, for one cart, expiring ---------------------------

  const sessionKey = randomBytes(32);
  const sign = (payload: string) => createHmac("sha256", sessionKey).update(payload).digest("base64url");
  function newSession(cartId: string): { sessionId: string; expiresAt: number } {
    const expiresAt = deps.now() + PAYMENT_SESSION_TTL_MS;
    const payload = Buffer.from(JSON.stringify({ c: cartId, e: expiresAt, n: randomBytes(8).toString("hex") })).toString("base64url");
    return { sessionId: `${payload}.${sign(payload)}`, expiresAt };
  }
  function verifySession(sessionId: string, cartId: string): boolean {
    const [payload, signature, extra] = sessionId.split(".");
    if (!payload || !signature || extra !== undefined) return false;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    try {
      const session = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { c?: unknown; e?: unknown };
      return session.c === cartId && typeof session.e === "number" && session.e > deps.now();
    } catch {
      return false;
    }
  }

  // ---- addresses -----------------------------------------------------------------------------

  api.on("POST", "/cart/v2/cart/:basketId/shippingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, shippingAddressRequest, "CHK380");
    await verifyRecaptcha(deps, body.recaptcha_response, "shipping_address");
    return c.json(
      await changeCheckout(identity, basketIdOf(c), async (tx, cart) => {
        const checked = checkShippingAddress(body.address, siteById(cart.siteId).country);
        if ("problem" in checked) throw fail(checked.problem);
        await tx
          .update(carts)
          .set({ shippingAddress: checked.address, email: checked.address.recipientContactEmail ?? cart.email })
          .where(eq(carts.id, cart.id));
      }),
    );
  });

  api.on("DELETE", "/cart/v2/cart/:basketId/shippingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    return c.json(await changeCheckout(identity, basketIdOf(c), async (tx, cart) => void (await tx.update(carts).set({ shippingAddress: null }).where(eq(carts.id, cart.id)))));
  });

  api.on("POST", "/cart/v1/cart/:basketId/shippingAddress/validation", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, addressValidationRequest, "CHK320");
    const cart = await loadCart(db, basketIdOf(c), identity);
    const checked = checkShippingAddress(body.address, siteById(cart.siteId).country);
    if ("problem" in checked) throw new ApiError(400, "CHK320", checked.problem.message, { field: checked.problem.field, reason: checked.problem.errorId });
    const answer: AddressValidationAnswer = { valid: true, address: checked.address };
    return c.json(answer);
  });

  api.on("POST", "/cart/v1/cart/:basketId/billingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, billingAddressRequest);
    return c.json(
      await changeCheckout(identity, basketIdOf(c), async (tx, cart) => {
        if (body.address === undefined || body.address === null) throw new ApiError(400, "BIL400", "A billing address is needed", { field: "address" });
        const { address: input } = parseFields(z.object({ address: addressInput }), { address: body.address }, "PYT406");
        const checked = checkBillingAddress(input, body.phone);
        if ("problem" in checked) throw fail(checked.problem);
        const newsletterConsent = body.subscriptions?.newsletterConsent ?? false;
        await tx
          .update(carts)
          .set({ billingAddress: { ...checked.address, newsletterConsent }, email: cart.email ?? checked.address.recipientContactEmail })
          .where(eq(carts.id, cart.id));
      }),
    );
  });

  api.on("DELETE", "/cart/v1/cart/:basketId/billingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    return c.json(await changeCheckout(identity, basketIdOf(c), async (tx, cart) => void (await tx.update(carts).set({ billingAddress: null }).where(eq(carts.id, cart.id)))));
  });

  // ---- shipping ------------------------------------------------------------------------------

  api.on("POST", "/cart/v1/shippingMethod", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, shippingMethodQuery);
    const body = await readBody(c, shippingMethodRequest);
    return c.json(await changeCheckout(identity, body.cartId, (tx, _cart, snapshot) => chooseShippingMethod(tx, snapshot, body, query.favStoreId), query.favStoreId));
  });

  api.on("GET", "/cart/v1/cart/:basketId/shippingMethod/:shippingId", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, shippingMethodQuery);
    const shippingId = c.req.param("shippingId") ?? "";
    return c.json(await readCheckout(identity, basketIdOf(c), async (tx, cart) => applicableMethods(tx, await loadSnapshot(tx, cart), shippingId, query.favStoreId)));
  });

  // ---- payment -------------------------------------------------------------------------------

  api.on("GET", "/cart/v1/cart/:basketId/paymentMethods", async (c) => {
    const identity = requireIdentity(c, deps);
    return c.json(await readCheckout(identity, basketIdOf(c), async (tx, cart, answer) => paymentMethodsOf(tx, cart, await loadConsumer(tx, identity), answer)));
  });

  async function instrumentChange(tx: Executor, identity: Identity, cart: CartRow): Promise<InstrumentChange> {
    return { cart, consumer: await loadConsumer(tx, identity), answer: await answerCheckoutCart(tx, cart, now()), now: now(), verifySession };
  }

  /**
   * Runs a gift card PIN check under its attempt limits (per card, per caller and shopper).
   * Outside any transaction: a wrong PIN must be counted although the request rolls back.
   */
  function withPinAttempts<T>(c: Context, identity: Identity, number: unknown, attempt: () => Promise<T>): Promise<T> {
    const card = typeof number === "string" ? normalisedCardNumber(number).slice(0, 32) : "";
    const caller = `${callerOf(c)}|${ownerKeyOf(identity)}`;
    const limits = [
      { policy: GIFT_CARD_PIN_ATTEMPTS.perCard, subjects: card ? [card] : [], countedIds: ["GFC800"] },
      { policy: GIFT_CARD_PIN_ATTEMPTS.perCaller, subjects: [caller], countedIds: ["GFC800"] },
    ] as const;
    return withAttemptLimits(c, db, limits, deps.now(), attempt);
  }

  api.on("POST", "/cart/v1/cart/:basketId/paymentInstruments", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, paymentInstrumentEnvelope);
    const add = () => changeCheckout(identity, basketIdOf(c), async (tx, cart) => addInstrument(tx, await instrumentChange(tx, identity, cart), body.payment_method_id, body));
    return c.json(body.payment_method_id === "GIFT_CARD" ? await withPinAttempts(c, identity, body.number, add) : await add());
  });

  api.on("DELETE", "/cart/v1/cart/:basketId/paymentInstruments", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, deletePaymentInstrumentRequest);
    return c.json(await changeCheckout(identity, basketIdOf(c), async (tx, cart) => removeInstrument(tx, cart, body.payment_instrument_id)));
  });

  api.on("POST", "/cart/v1/giftcard/balance", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, giftCardBalanceRequest, "GFC400");
    const card = await withPinAttempts(c, identity, body.number, () => verifiedGiftCard(db, body.number, body.pin, now()));
    const answer: GiftCardBalanceAnswer = { maskedNumber: maskNumber(card.number.slice(-4)), balance: Math.max(0, card.balance) / 100, currency: card.currency, expiresAt: card.expiresAt?.toISOString() ?? null };
    return c.json(answer);
  });

  api.on("PUT", "/cart/v1/cart/:basketId/reward", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, rewardRequest);
    return c.json(
      await changeCheckout(identity, basketIdOf(c), async (tx, cart) => {
        if (body.appliedLoyaltyVoucher === null) return void (await removeVoucher(tx, cart));
        await applyVoucher(tx, await instrumentChange(tx, identity, cart), await instrumentsOf(tx, cart.id), "REWARD_CODE", body.appliedLoyaltyVoucher);
      }),
    );
  });

  api.on("GET", "/cart/v1/paymentSession", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, paymentSessionQuery);
    return c.json(
      await readCheckout(identity, query.basketId, async (_tx, cart, answer) => {
        if (!KLARNA_CURRENCIES.includes(cart.currency)) throw new ApiError(400, "PAY400", `Klarna is not available for ${cart.currency}`);
        const session = newSession(cart.id);
        const result: PaymentSessionAnswer = {
          provider: "KLARNA",
          sessionId: session.sessionId,
          clientToken: sign(`client:${session.sessionId}`),
          amount: answer.totals.total,
          currency: cart.currency,
          expiresAt: new Date(session.expiresAt).toISOString(),
          paymentMethodCategories: ["pay_later", "pay_over_time"],
        };
        return result;
      }),
    );
  });

  // ---- order ---------------------------------------------------------------------------------

  api.on("POST", "/cart/v1/cart/prepareOrder", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, prepareOrderQuery);
    const hasBody = !!c.req.header("content-type") || (await c.req.text()).length > 0;
    const basketId = hasBody ? (await readBody(c, prepareOrderRequest)).basketId : query.basketId;
    if (!basketId) throw new ApiError(400, "ATTR300", "basketId: required", { field: "basketId" });
    const outcome = await db.transaction(async (tx) => {
      const locked = await loadCart(tx, basketId, identity, { lock: true });
      const flash = await refreshCart(tx, locked, query.favStoreId);
      if (flash.length) {
        await touchCart(tx, locked, flash, now());
        return { flash };
      }
      const cart = await reloadCart(tx, locked.id);
      const answer = await answerCheckoutCart(tx, cart, now());
      checkReadiness(cart, answer, await loadConsumer(tx, identity));
      return { answer };
    });
    if (outcome.flash) throw refreshedCartError(outcome.flash);
    return c.json(outcome.answer);
  });

  api.on("PUT", "/cart/v2/checkout/order", async (c) => {
    const identity = requireIdentity(c, deps);
    const channel = channelOf(c);
    const body = await readBody(c, placeOrderRequest);
    const idempotencyKey = idempotencyKeyOf(c) ?? body.cartId;
    let billingAddress;
    if (body.billingAddress) {
      const checked = checkBillingAddress(body.billingAddress, undefined);
      if ("problem" in checked) throw new ApiError(400, checked.problem.errorId, checked.problem.message, { field: `billingAddress.${checked.problem.field.replace(/^address\./, "")}` });
      billingAddress = checked.address;
    }
    await verifyRecaptcha(deps, body.recaptcha_response, "place_order");
    const inStoreSalesInfo = inStoreSaleOf(identity, body.inStoreSalesInfo);
    const { order, replayed } = await placeOrder(db, {
      identity,
      cartId: body.cartId,
      paymentMethod: body.paymentMethod.code,
      channel,
      idempotencyKey,
      billingAddress,
      inStoreSalesInfo,
      recaptchaProvided: !!body.recaptcha_response,
      now: now(),
    });
    if (replayed) c.header("idempotent-replayed", "true");
    return c.json(toOrderAnswer(order), replayed ? 200 : 201);
  });

  api.on("PATCH", "/cart/v2/checkout/order/:orderNumber", async (c) => {
    const identity = requireIdentity(c, deps);
    channelOf(c);
    const body = await readBody(c, patchOrderRequest);
    const orderNumber = orderNumberSchema.safeParse(c.req.param("orderNumber") ?? "");
    if (!orderNumber.success) throw new ApiError(404, "ORD409", "Order not found");
    const order = await completeChallenge(db, identity, orderNumber.data, { code: body.paymentMethod.code, transStatus: body.additionalData.threeDS2Result.transStatus });
    return c.json(toOrderAnswer(order));
  });
}

/** The x-channel header: MAPP or ECOMM (the default); anything else 400 ATTR300. */
function channelOf(c: Context): Channel {
  const value = c.req.header(CHANNEL_HEADER)?.trim().toUpperCase();
  if (value === undefined || value === "") return "ECOMM";
  if (!(CHANNELS as readonly string[]).includes(value)) throw new ApiError(400, "ATTR300", `${CHANNEL_HEADER}: must be one of ${CHANNELS.join(", ")}`, { field: CHANNEL_HEADER });
  return value as Channel;
}

/** The idempotency-key header: 1–128 visible ASCII characters, else 400 ATTR300. */
function idempotencyKeyOf(c: Context): string | undefined {
  const value = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return undefined;
  if (!new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`).test(value)) {
    throw new ApiError(400, "ATTR300", `${IDEMPOTENCY_KEY_HEADER}: 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`, { field: IDEMPOTENCY_KEY_HEADER });
  }
  return value;
}
