import type { CartAnswer } from "../../contracts/api/cart.ts";
import type { BackendDeps } from "../http/api.ts";
import type { Identity } from "../identity/tokens.ts";
import { applyReconciliation, planReconciliation, readCart, readCartToAdd, reconciledSnapshot, touchAndRead, type CartRow, type CartSnapshot, type Touch } from "./cart-store.ts";
import { addToLockedCart } from "./cart-changes.ts";
import { answerSnapshot } from "./promotion-store.ts";
import type { Executor } from "../db/db-executor.ts";

/** A change to the locked cart; `snapshot` is what the cart holds once stock is reconciled. */
export type CartChange = (tx: Executor, cart: CartRow, snapshot: CartSnapshot) => Promise<void>;

/**
 * Runs `change` on the caller's cart in one transaction with the cart row locked (another
 * shopper's or an unknown cart: 404 BSK404): stock is reconciled first (flash messages), then
 * the change, then the cart is answered as it now is, promotions included. The cart and what it
 * holds are read in one statement before the change and in the touch's after it.
 */
export function changeCart(deps: BackendDeps, identity: Identity, basketId: string, change: CartChange): Promise<CartAnswer> {
  // writeCart's transaction, lock and reconciliation, with the cart read back after the change.
  return writeCart(deps, identity, basketId, async (tx, reconciled, { flash, now }) => {
    await change(tx, reconciled.cart, reconciled);
    return touchAndRead(tx, reconciled.cart, flash, now);
  });
}

/**
 * A change that works out what the cart holds after it (decision 0037): given the locked read,
 * its lines reconciled with stock, it checks, writes with the touch (`touch`: reconciliation's
 * flash, and when) in the same statement, and answers the cart as it then is from the read and
 * what its write answered. The row lock keeps every other change to the cart out meanwhile.
 */
export type CartWrite = (tx: Executor, reconciled: CartSnapshot, touch: Touch) => Promise<CartSnapshot>;

/**
 * `changeCart` for a change that answers what the cart then holds (`CartWrite`): the same
 * transaction, lock, reconciliation and answer, without the read back. BEGIN, the locked read,
 * the change's write, COMMIT; stock reconciliation's writes and a change of gift lines (their
 * write, the cart read again) add to them as before.
 */
export async function writeCart(deps: BackendDeps, identity: Identity, basketId: string, write: CartWrite): Promise<CartAnswer> {
  const now = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const locked = await readCart(tx, basketId, identity, { lock: true });
    const reconciliation = planReconciliation(locked.lines);
    await applyReconciliation(tx, reconciliation);
    const written = await write(tx, reconciledSnapshot(locked, reconciliation), { flash: reconciliation.flash, now });
    return answerSnapshot(tx, written, now);
  });
}

/**
 * add-item (`POST /cart/v1/item`) as `changeCart(…, addItem)` answers it, in fewer statements
 * (decision 0033): the locked read also reads the variant to add (`readCartToAdd`), the upsert
 * also records the flash (`addToLockedCart`), and what the cart then holds is worked out from
 * the two instead of read again. BEGIN, the read, the write, COMMIT; stock reconciliation's
 * writes and a change of gift lines (their write, the cart read again) add to them as before.
 */
export async function addToCart(deps: BackendDeps, identity: Identity, basketId: string, variantId: string, quantity: number): Promise<CartAnswer> {
  const now = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const { snapshot: locked, offer } = await readCartToAdd(tx, basketId, identity, variantId);
    const reconciliation = planReconciliation(locked.lines);
    await applyReconciliation(tx, reconciliation);
    const added = await addToLockedCart(tx, reconciledSnapshot(locked, reconciliation), offer, variantId, quantity, reconciliation.flash, now);
    return answerSnapshot(tx, added, now);
  });
}
