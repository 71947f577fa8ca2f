import { randomUUID } from "node:crypto";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Context } from "hono";
import { priceAdjustmentPatch, priceAdjustmentRequest } from "../../contracts/api/cart.ts";
import { priceAdjustments } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { columnPlaceholder, preparedQuery } from "../db/prepared.ts";
import { touchedRow, touching, type CartSnapshot } from "./cart-store.ts";
import { writeCart } from "./change-cart.ts";
import { adjustmentDiscounts, assertAdjustable, orderBaseOf, toMinorValue, type AdjustedLine, type AdjustmentRow, type AdjustmentTerms } from "./price-adjustments.ts";
import { priceSnapshot } from "./promotion-store.ts";

type Agent = Extract<Identity, { kind: "agent" }>;

/** Only an associate adjusts prices: a shopper's token gets 403 AUT432. */
function requireAgent(c: Context, deps: BackendDeps): Agent {
  const identity = requireIdentity(c, deps);
  if (identity.kind !== "agent") throw new ApiError(403, "AUT432", "Only an in-store associate can adjust prices");
  return identity;
}

const adjustedLinesOf = (snapshot: CartSnapshot): AdjustedLine[] =>
  snapshot.lines.map((line) => ({ id: line.id, quantity: line.quantity, unitCurrent: line.saleAmount ?? 0, bonus: line.bonus }));

/**
 * Price adjustments (commerce spec §7: POST /cart/v1/cart/{basketId}/price_adjustments, PATCH
 * and DELETE …/{adjustmentId}): an in-store associate lowers a line's or the order's price on
 * the buy-in-store cart their session owns (any other cart is 404 BSK404, as for everyone).
 * One adjustment per line and one on the order; each records the associate and the store.
 * The answer is the Cart, whose totals include the adjustments and which lists them, worked out
 * from the locked read and the write (`writeCart`, decision 0037).
 */
export function registerPriceAdjustmentRoutes(api: Api, deps: BackendDeps) {
  const now = () => new Date(deps.now());

  /** The line named by `itemId` (404 ORD404 when it is not in this cart), or null for the order. */
  function targetLine(snapshot: CartSnapshot, itemId: string | null): AdjustedLine | null {
    if (itemId === null) return null;
    const line = adjustedLinesOf(snapshot).find((candidate) => candidate.id === itemId);
    if (!line) throw new ApiError(404, "ORD404", "This item is not in the cart", { field: "itemId" });
    return line;
  }

  /**
   * What an order adjustment would come off: the merchandise after promotions and after the
   * other adjustments (the one being changed left out).
   */
  async function orderBaseWithout(tx: Executor, snapshot: CartSnapshot, adjustmentId?: string): Promise<number> {
    const priced = await priceSnapshot(tx, snapshot, now());
    const productDiscounts = priced.outcome.discounts.filter((discount) => discount.level === "PRODUCT").reduce((sum, discount) => sum + discount.amount, 0);
    const lines = adjustedLinesOf(snapshot);
    const others = snapshot.adjustments.filter((row) => row.id !== adjustmentId && row.itemId !== null);
    const lineAdjusted = adjustmentDiscounts(others, lines, 0).discounts.reduce((sum, discount) => sum + discount.amount, 0);
    return orderBaseOf(lines, productDiscounts + lineAdjusted);
  }

  function termsOf(type: AdjustmentTerms["type"], value: number): AdjustmentTerms {
    const minor = toMinorValue(type, value);
    if (minor === undefined) throw new ApiError(400, "PRC400", type === "PERCENT" ? "A percentage must be a whole number" : "An amount has at most two decimals", { field: "value" });
    return { type, value: minor };
  }

  api.on("POST", "/cart/v1/cart/:basketId/price_adjustments", async (c) => {
    const agent = requireAgent(c, deps);
    const body = await readBody(c, priceAdjustmentRequest);
    const terms = termsOf(body.type, body.value);
    const answer = await writeCart(deps, agent, c.req.param("basketId")!, async (tx, reconciled, touch) => {
      const line = targetLine(reconciled, body.itemId ?? null);
      assertAdjustable(terms, line, line ? 0 : await orderBaseWithout(tx, reconciled));
      const existing = reconciled.adjustments.find((row) => row.itemId === (line?.id ?? null));
      if (existing) throw new ApiError(409, "PRC400", `This ${line ? "line" : "order"} already has an adjustment (${existing.id}); change it with PATCH`, { adjustmentId: existing.id });
      const [made] = await addAndTouchQuery(tx).execute({
        id: randomUUID(),
        cartId: reconciled.cart.id,
        itemId: line?.id ?? null,
        ...terms,
        reasonCode: body.reasonCode,
        storeId: agent.storeId,
        storeEmployeeId: agent.employeeId,
        flash: touch.flash,
        now: touch.now,
      });
      const { before, flash, ...row } = made!;
      const adjustments = [...reconciled.adjustments];
      adjustments.splice(before, 0, row);
      return { ...reconciled, cart: touchedRow(reconciled.cart, flash, touch.now), adjustments };
    });
    return c.json(answer, 201);
  });

  /** The adjustment `adjustmentId` of this cart, as read with it; 404 PRC400 for any other. */
  function ownAdjustment(snapshot: CartSnapshot, adjustmentId: string): AdjustmentRow {
    const row = snapshot.adjustments.find((candidate) => candidate.id === adjustmentId);
    if (!row) throw new ApiError(404, "PRC400", "Price adjustment not found");
    return row;
  }

  api.on("PATCH", "/cart/v1/cart/:basketId/price_adjustments/:adjustmentId", async (c) => {
    const agent = requireAgent(c, deps);
    const patch = await readBody(c, priceAdjustmentPatch);
    const answer = await writeCart(deps, agent, c.req.param("basketId")!, async (tx, reconciled, touch) => {
      const row = ownAdjustment(reconciled, c.req.param("adjustmentId")!);
      const type = patch.type ?? row.type;
      // A value stays as stored (minor units) unless a new one is given.
      const terms = patch.value !== undefined ? termsOf(type, patch.value) : { type, value: row.value };
      const line = targetLine(reconciled, row.itemId);
      assertAdjustable(terms, line, line ? 0 : await orderBaseWithout(tx, reconciled, row.id));
      const changed = { ...row, ...terms, reasonCode: patch.reasonCode ?? row.reasonCode, storeId: agent.storeId, storeEmployeeId: agent.employeeId };
      const [updated] = await updateAndTouchQuery(tx).execute({ ...changed, cartId: reconciled.cart.id, flash: touch.flash, now: touch.now });
      const adjustments = reconciled.adjustments.map((other) => (other === row ? changed : other));
      return { ...reconciled, cart: touchedRow(reconciled.cart, updated!.flash, touch.now), adjustments };
    });
    return c.json(answer);
  });

  api.on("DELETE", "/cart/v1/cart/:basketId/price_adjustments/:adjustmentId", async (c) => {
    const agent = requireAgent(c, deps);
    const answer = await writeCart(deps, agent, c.req.param("basketId")!, async (tx, reconciled, touch) => {
      const row = ownAdjustment(reconciled, c.req.param("adjustmentId")!);
      const [deleted] = await deleteAndTouchQuery(tx).execute({ id: row.id, cartId: reconciled.cart.id, flash: touch.flash, now: touch.now });
      const adjustments = reconciled.adjustments.filter((other) => other !== row);
      return { ...reconciled, cart: touchedRow(reconciled.cart, deleted!.flash, touch.now), adjustments };
    });
    return c.json(answer);
  });
}

// ---- the writes, each with the cart's touch (decision 0037) ---------------------------------

/** What an associate sets on an adjustment (the statements' placeholders). */
const TERMS = ["type", "value", "reasonCode", "storeId", "storeEmployeeId"] as const;
const THE_ADJUSTMENT = and(eq(priceAdjustments.id, sql.placeholder("id")), eq(priceAdjustments.cartId, sql.placeholder("cartId")));

/**
 * A new adjustment, with the cart's touch (`touching`), in one statement. It answers the row as
 * stored, where it sorts among the cart's adjustments (how many come before it in their order:
 * created, then id; the statement sees the cart without it) and the flash as stored.
 */
const addAndTouchQuery = preparedQuery("cart_add_price_adjustment_and_touch", (db) => {
  const { touched, flash } = touching(db);
  // (The new row's columns as SQL of their own: drizzle writes the columns at the top of a
  // returning field without their table, which inside this subquery would be the earlier row's.)
  const row = sql`(${priceAdjustments.createdAt}, ${priceAdjustments.id})`;
  const before = sql<number>`(select count(*)::int from ${priceAdjustments} as earlier where earlier.cart_id = ${sql.placeholder("cartId")} and (earlier.created_at, earlier.id) < ${row})`;
  return db
    .with(touched)
    .insert(priceAdjustments)
    .values({
      id: sql.placeholder("id"),
      cartId: sql.placeholder("cartId"),
      itemId: sql.placeholder("itemId"),
      type: sql.placeholder("type"),
      value: sql.placeholder("value"),
      reasonCode: sql.placeholder("reasonCode"),
      storeId: sql.placeholder("storeId"),
      storeEmployeeId: sql.placeholder("storeEmployeeId"),
    })
    .returning({ ...getTableColumns(priceAdjustments), before, flash });
});

/** An adjustment's new terms, with the cart's touch, in one statement. */
const updateAndTouchQuery = preparedQuery("cart_update_price_adjustment_and_touch", (db) => {
  const { touched, flash } = touching(db);
  const set = Object.fromEntries(TERMS.map((name) => [name, columnPlaceholder(priceAdjustments[name], name)]));
  return db.with(touched).update(priceAdjustments).set(set).where(THE_ADJUSTMENT).returning({ flash });
});

/** An adjustment's delete, with the cart's touch, in one statement. */
const deleteAndTouchQuery = preparedQuery("cart_delete_price_adjustment_and_touch", (db) => {
  const { touched, flash } = touching(db);
  return db.with(touched).delete(priceAdjustments).where(THE_ADJUSTMENT).returning({ flash });
});
