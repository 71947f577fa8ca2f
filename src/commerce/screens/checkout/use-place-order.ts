import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { CartAnswer } from "../../../../contracts/api/cart.ts";
import type { CheckoutCartAnswer, OrderAnswer } from "../../../../contracts/api/checkout.ts";
import type { CommerceClient } from "../../api/client.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { readCheckoutDetails, updateCheckoutDetails } from "./checkout-details.ts";
import { checkoutErrorOf, type CheckoutError } from "./checkout-errors.ts";
import { asCheckoutCart } from "./checkout-steps.ts";
import { addressBodyOfAnswer } from "./address-rules.ts";
import { homeAddressOf, orderPaymentMethod, PLACE_RETRY_DELAYS_MS, rebuildLinesOf } from "./order-placement.ts";
import { recaptchaToken } from "./recaptcha.ts";
import { challengeOf, type ThreeDsChallenge } from "./three-d-secure.ts";

export type PlacementState =
  | { status: "idle" }
  | { status: "placing" }
  | { status: "challenge"; order: OrderAnswer; challenge: ThreeDsChallenge; problem?: CheckoutError }
  | { status: "completing"; order: OrderAnswer; challenge: ThreeDsChallenge }
  | { status: "rebuilding" }
  | { status: "placed"; order: OrderAnswer };

export interface PlaceOrderOptions {
  siteId: string;
  cart: CheckoutCartAnswer;
  /** The order is placed (paid): show its confirmation. */
  onPlaced: (order: OrderAnswer) => void;
  /** The 3-D Secure challenge failed: the order is not placed; `cart` is the new cart holding the same lines (null if it could not be made). */
  onPaymentFailed: (cart: CheckoutCartAnswer | null) => void;
  onError: (problem: CheckoutError) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a call again when no answer came at all (the network): the same request with the same
 * idempotency key (a repeat answers the order already placed: 200 `idempotent-replayed`).
 * Answered failures are not retried.
 */
async function withNetworkRetry<T>(siteId: string, call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = PLACE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !checkoutErrorOf(error, siteId).network) throw error;
      await wait(delay);
    }
  }
}

/** A new cart with the failed order's lines (pickup ones at their store) and its delivery address. */
async function rebuildCart(commerce: CommerceClient, order: OrderAnswer): Promise<CartAnswer | undefined> {
  let cart: CartAnswer | undefined;
  for (const line of rebuildLinesOf(order)) {
    cart = await commerce.addItem(line.productId, line.qty);
    const added = [...cart.items].reverse().find((item) => item.productId === line.productId);
    if (line.storeId && added) cart = await commerce.switchItemToPickup(added.id, line.storeId);
  }
  const address = homeAddressOf(order);
  if (cart && address) {
    const kept = cart;
    cart = await commerce.setShippingAddress(addressBodyOfAnswer(address), await recaptchaToken("shipping_address")).catch(() => kept);
  }
  return cart;
}

/**
 * Places the order, once (commerce spec §4, §7): a second click, or a click while a challenge
 * runs, sends nothing (`busy`); a network failure is retried with the same cart; a
 * PaymentNotAuthorized answer opens the 3-D Secure challenge, whose result is PATCHed onto the
 * order; a failed challenge rebuilds the cart (the backend keeps the old one ordered and gave its
 * stock and balances back: nothing is charged).
 */
export function usePlaceOrder({ siteId, cart, onPlaced, onPaymentFailed, onError }: PlaceOrderOptions) {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [state, setState] = useState<PlacementState>({ status: "idle" });

  const settle = useCallback(
    async (order: OrderAnswer) => {
      if (order.status === "placed" || order.status === "created") {
        setState({ status: "placed", order });
        onPlaced(order);
        return;
      }
      const challenge = challengeOf(order);
      if (order.status === "payment_pending" && challenge) {
        setState({ status: "challenge", order, challenge });
        return;
      }
      setState({ status: "rebuilding" });
      const rebuilt = await withCommerce(queryClient, siteId, (commerce) => rebuildCart(commerce, order)).catch(() => undefined);
      if (rebuilt) updateCheckoutDetails(rebuilt.id, { ...readCheckoutDetails(cart.id), express: false });
      busy.current = false;
      setState({ status: "idle" });
      onPaymentFailed(rebuilt ? asCheckoutCart(rebuilt) : null);
    },
    [cart.id, onPaymentFailed, onPlaced, queryClient, siteId],
  );

  const place = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: "placing" });
    try {
      const recaptcha = await recaptchaToken("place_order");
      const body = { paymentMethod: { code: orderPaymentMethod(cart.payment_instruments) }, ...(recaptcha ? { recaptcha_response: recaptcha } : {}) };
      // One key per attempt: the network retries below resend it (the same order answers), a
      // later attempt (after a failed challenge, on a rebuilt cart) has its own.
      const idempotencyKey = crypto.randomUUID();
      const order = await withNetworkRetry(siteId, () => withCommerce(queryClient, siteId, (commerce) => commerce.placeOrder(body, { idempotencyKey })));
      await settle(order);
    } catch (error) {
      busy.current = false;
      setState({ status: "idle" });
      onError(checkoutErrorOf(error, siteId));
    }
  }, [cart.payment_instruments, onError, queryClient, settle, siteId]);

  /** The challenge page's answer (or the shopper's cancel: "N"). */
  const completeChallenge = useCallback(
    async (transStatus: "Y" | "N") => {
      if (state.status !== "challenge") return;
      const { order, challenge } = state;
      setState({ status: "completing", order, challenge });
      try {
        const patched = await withNetworkRetry(siteId, () => withCommerce(queryClient, siteId, (commerce) => commerce.completeOrder(order.orderNumber, order.paymentMethod.code, { transStatus })));
        await settle(patched);
      } catch (error) {
        setState({ status: "challenge", order, challenge, problem: checkoutErrorOf(error, siteId) });
      }
    },
    [queryClient, settle, siteId, state],
  );

  return { state, busy: state.status !== "idle", place, completeChallenge };
}
