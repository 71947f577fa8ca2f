import type { Context } from "hono";
import type { CartAnswer, CartFlash } from "../../contracts/api/cart.ts";
import { loadCart, loadSnapshot, touchCart, type CartRow, type CartSnapshot } from "../cart/cart-store.ts";
import type { Executor } from "../db/db-executor.ts";
import type { BackendDeps } from "../http/api.ts";
import type { Identity } from "../identity/tokens.ts";
import { answerCheckoutCart, refreshCart, reloadCart } from "./checkout-cart.ts";

/** A change a checkout call makes to the locked cart; it may add flash of its own. */
export type CheckoutChange = (tx: Executor, cart: CartRow, snapshot: CartSnapshot) => Promise<CartFlash[] | void>;

/**
 * The two shapes of a checkout call, each one transaction on the caller's locked cart (404
 * BSK404 for anyone else's): `change` brings the cart in line with stock and stores first
 * (delivery transitions and the cart core's reconciliation, reported as flash), then changes it
 * and answers the refreshed Cart; `read` answers something of the cart as it is.
 */
export function checkoutTransactions(deps: BackendDeps) {
  const now = () => new Date(deps.now());

  /** Runs `change` on the caller's locked cart and answers the cart as it then is. */
  function change(identity: Identity, basketId: string, changeCart: CheckoutChange, favStoreId?: string): Promise<CartAnswer> {
    return deps.db.transaction(async (tx) => {
      const locked = await loadCart(tx, basketId, identity, { lock: true });
      const flash = await refreshCart(tx, locked, favStoreId);
      const extra = (await changeCart(tx, locked, await loadSnapshot(tx, locked))) ?? [];
      const touched = await touchCart(tx, await reloadCart(tx, locked.id), [...flash, ...extra], now());
      return answerCheckoutCart(tx, touched, now());
    });
  }

  /** Reads the caller's cart (locked: answering it may bring its gift lines in line). */
  function read<T>(identity: Identity, basketId: string, readCart: (tx: Executor, cart: CartRow, answer: CartAnswer) => Promise<T>): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const cart = await loadCart(tx, basketId, identity, { lock: true });
      return readCart(tx, cart, await answerCheckoutCart(tx, cart, now()));
    });
  }

  return { now, change, read };
}

/** The `basketId` path parameter of a checkout call. */
export const basketIdOf = (c: Context) => c.req.param("basketId") ?? "";
