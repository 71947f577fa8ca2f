import type { CartAnswer } from "../../contracts/api/cart.ts";
import type { BackendDeps } from "../http/api.ts";
import type { Identity } from "../identity/tokens.ts";
import { loadCart, loadSnapshot, reconcileStock, touchCart, type CartRow } from "./cart-store.ts";
import { answerCart } from "./promotion-store.ts";
import type { Executor } from "../db/db-executor.ts";

/**
 * Runs `change` on the caller's cart in one transaction with the cart row locked (another
 * shopper's or an unknown cart: 404 BSK404): stock is reconciled first (flash messages), then
 * the change, then the cart is answered as it now is, promotions included.
 */
export async function changeCart(deps: BackendDeps, identity: Identity, basketId: string, change: (tx: Executor, cart: CartRow) => Promise<void>): Promise<CartAnswer> {
  const now = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const cart = await loadCart(tx, basketId, identity, { lock: true });
    const flash = await reconcileStock(tx, await loadSnapshot(tx, cart));
    await change(tx, cart);
    const touched = await touchCart(tx, cart, flash, now);
    return answerCart(tx, touched, now);
  });
}
