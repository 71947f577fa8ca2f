import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { priceAdjustmentPatch, priceAdjustmentRequest, type CartAnswer } from "../../contracts/api/cart.ts";
import { priceAdjustments } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import type { CartRow, CartSnapshot } from "./cart-store.ts";
import { changeCart as changeCartIn, type CartChange } from "./change-cart.ts";
import { adjustmentDiscounts, assertAdjustable, orderBaseOf, toMinorValue, type AdjustedLine, type AdjustmentTerms } from "./price-adjustments.ts";
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
 * The answer is the Cart, whose totals include the adjustments and which lists them.
 */
export function registerPriceAdjustmentRoutes(api: Api, deps: BackendDeps) {
  const now = () => new Date(deps.now());

  /** The shared cart change (locked cart, stock reconciled, Cart answered), with the cart's lines. */
  const changeCart = (agent: Agent, basketId: string, change: CartChange): Promise<CartAnswer> => changeCartIn(deps, agent, basketId, change);

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
    const answer = await changeCart(agent, c.req.param("basketId")!, async (tx, cart, snapshot) => {
      const line = targetLine(snapshot, body.itemId ?? null);
      assertAdjustable(terms, line, line ? 0 : await orderBaseWithout(tx, snapshot));
      const sameTarget = body.itemId ? eq(priceAdjustments.itemId, body.itemId) : isNull(priceAdjustments.itemId);
      const [existing] = await tx.select({ id: priceAdjustments.id }).from(priceAdjustments).where(and(eq(priceAdjustments.cartId, cart.id), sameTarget));
      if (existing) throw new ApiError(409, "PRC400", `This ${line ? "line" : "order"} already has an adjustment (${existing.id}); change it with PATCH`, { adjustmentId: existing.id });
      await tx.insert(priceAdjustments).values({
        id: randomUUID(),
        cartId: cart.id,
        itemId: line?.id ?? null,
        ...terms,
        reasonCode: body.reasonCode,
        storeId: agent.storeId,
        storeEmployeeId: agent.employeeId,
      });
    });
    return c.json(answer, 201);
  });

  /** The adjustment `adjustmentId` of this cart; 404 PRC400 for any other. */
  async function ownAdjustment(tx: Executor, cart: CartRow, adjustmentId: string) {
    const [row] = await tx
      .select()
      .from(priceAdjustments)
      .where(and(eq(priceAdjustments.id, adjustmentId), eq(priceAdjustments.cartId, cart.id)));
    if (!row) throw new ApiError(404, "PRC400", "Price adjustment not found");
    return row;
  }

  api.on("PATCH", "/cart/v1/cart/:basketId/price_adjustments/:adjustmentId", async (c) => {
    const agent = requireAgent(c, deps);
    const patch = await readBody(c, priceAdjustmentPatch);
    const answer = await changeCart(agent, c.req.param("basketId")!, async (tx, cart, snapshot) => {
      const row = await ownAdjustment(tx, cart, c.req.param("adjustmentId")!);
      const type = patch.type ?? row.type;
      // A value stays as stored (minor units) unless a new one is given.
      const terms = patch.value !== undefined ? termsOf(type, patch.value) : { type, value: row.value };
      const line = targetLine(snapshot, row.itemId);
      assertAdjustable(terms, line, line ? 0 : await orderBaseWithout(tx, snapshot, row.id));
      await tx
        .update(priceAdjustments)
        .set({ ...terms, reasonCode: patch.reasonCode ?? row.reasonCode, storeId: agent.storeId, storeEmployeeId: agent.employeeId })
        .where(eq(priceAdjustments.id, row.id));
    });
    return c.json(answer);
  });

  api.on("DELETE", "/cart/v1/cart/:basketId/price_adjustments/:adjustmentId", async (c) => {
    const agent = requireAgent(c, deps);
    const answer = await changeCart(agent, c.req.param("basketId")!, async (tx, cart) => {
      const row = await ownAdjustment(tx, cart, c.req.param("adjustmentId")!);
      await tx.delete(priceAdjustments).where(eq(priceAdjustments.id, row.id));
    });
    return c.json(answer);
  });
}
