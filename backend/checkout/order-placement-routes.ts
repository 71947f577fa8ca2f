import type { Context } from "hono";
import { CHANNELS, CHANNEL_HEADER, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, patchOrderRequest, placeOrderRequest, prepareOrderQuery, prepareOrderRequest, type AddressAnswer, type AddressInput, type Channel } from "../../contracts/api/checkout.ts";
import { orderNumberSchema } from "../../contracts/api/orders.ts";
import { loadCart, touchCart } from "../cart/cart-store.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { verifyRecaptcha } from "../http/recaptcha.ts";
import { checkBillingAddress } from "./addresses.ts";
import { answerCheckoutCart, refreshCart, reloadCart } from "./checkout-cart.ts";
import { toOrderAnswer } from "./checkout-order-answer.ts";
import { inStoreSaleOf } from "./in-store-sale.ts";
import { checkReadiness, refreshedCartError } from "./order-readiness.ts";
import { loadConsumer } from "./payment-store.ts";
import { placeOrder } from "./place-order.ts";
import { ownOrder } from "./order-lookup.ts";
import { providerLinks } from "./test-provider-pages.ts";
import { completeChallenge } from "./three-d-secure.ts";

/**
 * The order: checking the cart is ready (prepareOrder), placing it, the 3-D Secure result, and
 * reading it back (the confirmation page; a challenge's outcome).
 */
export function registerOrderPlacementRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;
  const now = () => new Date(deps.now());
  const links = providerLinks(deps.publicUrl);

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
    const billingAddress = body.billingAddress ? checkedBillingAddress(body.billingAddress) : undefined;
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
    return c.json(toOrderAnswer(order, links), replayed ? 200 : 201);
  });

  api.on("PATCH", "/cart/v2/checkout/order/:orderNumber", async (c) => {
    const identity = requireIdentity(c, deps);
    channelOf(c);
    const body = await readBody(c, patchOrderRequest);
    const orderNumber = orderNumberSchema.safeParse(c.req.param("orderNumber") ?? "");
    if (!orderNumber.success) throw new ApiError(404, "ORD409", "Order not found");
    const order = await completeChallenge(db, identity, orderNumber.data, { code: body.paymentMethod.code, transStatus: body.additionalData.threeDS2Result.transStatus });
    return c.json(toOrderAnswer(order, links));
  });

  /** The caller's own order (as place and PATCH answer it); anyone else's or none: 404 ORD409. */
  api.on("GET", "/cart/v2/checkout/order/:orderNumber", async (c) => {
    const identity = requireIdentity(c, deps);
    const orderNumber = orderNumberSchema.safeParse(c.req.param("orderNumber") ?? "");
    if (!orderNumber.success) throw new ApiError(400, "ATTR300", `orderNumber: ${orderNumber.error.issues[0]?.message ?? "invalid"}`, { field: "orderNumber" });
    return c.json(toOrderAnswer(await ownOrder(db, identity, orderNumber.data), links));
  });
}

/** The place call's own billing address, checked as the billing address step checks it (400, its field under billingAddress). */
function checkedBillingAddress(input: AddressInput): AddressAnswer {
  const checked = checkBillingAddress(input, undefined);
  if ("problem" in checked) throw new ApiError(400, checked.problem.errorId, checked.problem.message, { field: `billingAddress.${checked.problem.field.replace(/^address\./, "")}` });
  return checked.address;
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
