import type { CartAnswer, PriceAdjustmentAnswer, PriceAdjustmentRequest } from "../../../../../contracts/api/cart.ts";
import type { AssociateSession } from "../../../cart/associate-session.ts";
import { cartAnswer } from "./cart-factory.ts";

/**
 * Tests and stories only: buy-in-store mode. An associate as `GET /api/session` names them, and
 * carts with price adjustments priced as the reference backend prices them
 * (backend/cart/price-adjustments.ts): a line's amount is per unit, a percent comes off the
 * line's (or the order's) total, the order's adjustment comes off what the lines leave.
 */

export const ASSOCIATE: AssociateSession = { storeId: "S1001", storeName: "Ridgeline Boston", storeEmployeeId: "E1042", storeEmployeeName: "Jordan Lee" };

/** An adjustment's terms and target; `amount` is computed by `adjustedCart`. */
export type AdjustmentFields = Pick<PriceAdjustmentRequest, "type" | "value" | "reasonCode"> & { adjustmentId: string; itemId: string | null };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * `cart` (without adjustments) with `adjustments` applied: each line's prices after discounts
 * lowered by its adjustment, the order's taken off the first bought line, totals summed again,
 * and the answer's `priceAdjustments` with what each takes off.
 */
export function adjustedCart(cart: CartAnswer, adjustments: readonly AdjustmentFields[]): CartAnswer {
  const answers: PriceAdjustmentAnswer[] = [];
  const amountOf = (fields: AdjustmentFields, base: number, unit: number, quantity: number) => {
    if (fields.type === "PERCENT") return round2((base * fields.value) / 100);
    if (fields.type === "FIXED_PRICE") return round2(Math.max(0, (unit - fields.value) * quantity));
    return round2(Math.min(base, fields.value * quantity));
  };
  const items = cart.items.map((item) => {
    const fields = adjustments.find((adjustment) => adjustment.itemId === item.id);
    if (!fields || item.bonus) return item;
    const amount = amountOf(fields, item.price.rowTotal, item.price.current, item.qty);
    answers.push({ ...fields, amount, storeId: ASSOCIATE.storeId, storeEmployeeId: ASSOCIATE.storeEmployeeId });
    return { ...item, price: { ...item.price, priceAfterItemDiscount: round2(item.price.priceAfterItemDiscount - amount), priceAfterOrderDiscount: round2(item.price.priceAfterOrderDiscount - amount) } };
  });
  const order = adjustments.find((adjustment) => adjustment.itemId === null);
  const first = items.findIndex((item) => !item.bonus);
  if (order && first >= 0) {
    const base = items.filter((item) => !item.bonus).reduce((sum, item) => sum + item.price.priceAfterItemDiscount, 0);
    const amount = amountOf(order, base, 0, 1);
    answers.push({ ...order, amount, storeId: ASSOCIATE.storeId, storeEmployeeId: ASSOCIATE.storeEmployeeId });
    const line = items[first]!;
    items[first] = { ...line, price: { ...line.price, priceAfterOrderDiscount: round2(line.price.priceAfterOrderDiscount - amount) } };
  }
  const { priceAdjustments: _earlier, ...rest } = cart;
  return cartAnswer({ ...rest, items, totals: { shipping: cart.totals.shipping }, ...(answers.length > 0 ? { priceAdjustments: answers } : {}) });
}
