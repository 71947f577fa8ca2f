import type { CartAnswer } from "../../../contracts/api/cart.ts";
import type { AnswerChecks } from "./answer-checks.ts";
import { CommerceApiError, createBaseTransport, type TransportOptions } from "./client-transport.ts";

export {
  answerCheck,
  BOT_DEFENCE_EVENT,
  checkedByBff,
  CommerceApiError,
  fileNameOf,
  segment,
  withQuery,
  type AnswerCheck,
  type BotDefenceEventDetail,
  type CallInit,
  type CommerceErrorReport,
  type QueryValue,
} from "./client-transport.ts";

/**
 * The transport under every function of the commerce client (client.ts): the calls of
 * client-transport.ts (the spec's handling of answers: errors, reports, bot defence), and the
 * shopper's cart:
 *
 * - AUT498 (invalid customer) forgets the cart, makes a new one and tells the page;
 * - BSK404 (cart not found) in a cart action makes a new cart and runs the action once more.
 */

export interface CommerceClientOptions extends TransportOptions {
  /**
   * How answers are checked, per answer name: their zod contracts (`answerSchemas`, on the server
   * and in tests) or, in shoppers' browsers, `answersCheckedByBff` (decision 0013).
   */
  answers: AnswerChecks;
  /** The shopper's current cart id, and where a new one is remembered. */
  cartStore: { get(): string | undefined; set(basketId: string | undefined): void };
  /** AUT498: the cart was rebuilt; the page shows the error and reloads after INVALID_CUSTOMER_RELOAD_MS. */
  onInvalidCustomer?: (error: CommerceApiError) => void;
}

export function createTransport(options: CommerceClientOptions) {
  // Not while rebuilding: the new cart's own AUT498 must not wait for the rebuild it is part of.
  const base = createBaseTransport(options, (error) => (rebuilding ? undefined : rebuildCart(error)));

  // ---- the cart the shopper is using -----------------------------------------------------------

  let creating: Promise<CartAnswer> | undefined;
  /** A new cart, remembered. Concurrent callers share one creation. */
  function createCart(): Promise<CartAnswer> {
    creating ??= base.call("POST", "/cart/v1/cart", options.answers.cartAnswer, { body: { siteId: options.siteId } })
      .then((cart) => {
        options.cartStore.set(cart.id);
        return cart;
      })
      .finally(() => (creating = undefined));
    return creating;
  }

  const currentCartId = async () => options.cartStore.get() ?? (await createCart()).id;

  /** Runs a cart action; on BSK404 makes a new cart (unless another call already did) and runs it once more. */
  async function withCart<T>(action: (basketId: string) => Promise<T>): Promise<T> {
    const basketId = await currentCartId();
    try {
      return await action(basketId);
    } catch (error) {
      if (!(error instanceof CommerceApiError) || error.errorId !== "BSK404") throw error;
      if (options.cartStore.get() === basketId) options.cartStore.set(undefined);
      return action(await currentCartId());
    }
  }

  let rebuilding: Promise<void> | undefined;
  /**
   * AUT498: the session's customer is gone, and so is their cart. Forget it, ask for a new one
   * and tell the page (once, however many calls failed together). A failure of the new cart
   * itself does not start another rebuild.
   */
  function rebuildCart(error: CommerceApiError): Promise<void> {
    if (rebuilding) return rebuilding;
    rebuilding = (async () => {
      options.cartStore.set(undefined);
      await createCart().catch(() => undefined);
      options.onInvalidCustomer?.(error);
    })().finally(() => (rebuilding = undefined));
    return rebuilding;
  }

  return { ...base, options, answers: options.answers, createCart, withCart };
}

export type CommerceTransport = ReturnType<typeof createTransport>;
