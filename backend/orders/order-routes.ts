import { createHash, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, inArray, ne, or, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import {
  cancelOrderQuery,
  cancelOrderRequest,
  invoiceDownloadQuery,
  invoiceDownloadRequest,
  orderIdParam,
  purchaseHistoryRequest,
  returnLabelRequest,
  trackOrderRequest,
  type PurchaseHistoryAnswer,
} from "../../contracts/api/orders.ts";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import { consumers, orders, variants } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { releaseOrderHolds } from "../checkout/release-order-holds.ts";
import { loggableError, readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { callerOf, withAttemptLimits, type AttemptPolicy } from "../http/attempt-limit.ts";
import { ApiError } from "../http/errors.ts";
import { CANCELLABLE_STATUSES, cancelRefusal, invoiceRefusal, returnRefusal, SHIP_AFTER_MS, type Refusal } from "./fulfilment.ts";
import { toOrderDetails, toOrderSummary, toTrackOrder } from "./order-answer.ts";
import { invoiceNumberOf, invoicePdf, returnLabelPdf, type Buyer, type ReturnLine } from "./order-pdf.ts";
import { readOrder, type OrderRecord, type OrderRow, type StoredOrderItem } from "./order-record.ts";

/**
 * TrackOrder's one answer for an unknown order number and for a wrong email (404 ORD409): it
 * tells nothing that helps guess either.
 */
export const TRACK_ORDER_NOT_FOUND_MESSAGE = "We could not find an order with this order number and email address";
const ORDER_NOT_FOUND_MESSAGE = "Order not found";

const TRACK_ORDER_TOO_MANY = "Too many order look-ups; try again later";
/** TrackOrder misses: 5 wrong emails per order and 20 misses per caller in 15 minutes (429 ORD400). */
export const TRACK_ORDER_ATTEMPTS = {
  perOrder: { name: "track-order-number", failures: 5, windowMs: 15 * 60_000, errorId: "ORD400", message: TRACK_ORDER_TOO_MANY },
  perCaller: { name: "track-order-caller", failures: 20, windowMs: 15 * 60_000, errorId: "ORD400", message: TRACK_ORDER_TOO_MANY },
} as const satisfies Record<string, AttemptPolicy>;

const REFUSALS: Record<Refusal, string> = {
  cancelled: "This order has been cancelled",
  shipped: "This order has already shipped and can no longer be cancelled; you can return it once it arrives",
  status: "This order cannot be changed in its current state",
  window: "The return period for this order has ended",
  nothing_returnable: "This order has no items that can be returned",
};

/**
 * The order calls of the consumer API (commerce spec §7 Consumer): purchase history, order
 * details, tracking, cancellation, return label and invoice. Every call except TrackOrder needs
 * a registered shopper's token and acts only on that shopper's orders: another shopper's order
 * answers exactly as an unknown one (404 OHS4004). TrackOrder needs only the client id and
 * proves ownership by the order's email.
 */
export function registerOrderRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  api.on("POST", "/consumers-v3/consumer/purchasehistory", async (c) => {
    const consumerId = requireShopper(c, deps);
    const request = (await readOptionalBody(c, purchaseHistoryRequest)) ?? purchaseHistoryRequest.parse({});
    const where = and(eq(orders.consumerId, consumerId), request.status ? eq(orders.status, request.status) : undefined);
    const [rows, [counted]] = await Promise.all([
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNumber)).limit(request.limit).offset(request.offset),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    const now = deps.now();
    const answer: PurchaseHistoryAnswer = { orders: rows.map((row) => toOrderSummary(readOrder(row), now)), total: Number(counted?.total ?? 0), offset: request.offset, limit: request.limit };
    return c.json(answer);
  });

  api.on("GET", "/consumers-v3/consumer/purchase/:orderId", async (c) => {
    const consumerId = requireShopper(c, deps);
    const orderNumber = orderNumberFromPath(c);
    const record = readOrder(await ownOrder(db, consumerId, orderNumber));
    return c.json(toOrderDetails(record, deps.now()));
  });

  api.on("POST", "/consumers-v3/consumer/TrackOrder", async (c) => {
    // No sign-in: the client id (checked for every commerce call) and the order's email suffice.
    const request = await readBody(c, trackOrderRequest);
    // Misses are limited per order number (guessing its email) and per caller (guessing order
    // numbers): 429 once either has used its attempts in the window. An unknown number and a
    // wrong email are one miss, answered and counted alike, so that neither the answer nor the
    // limit tells which order numbers exist.
    const limits = [
      { policy: TRACK_ORDER_ATTEMPTS.perOrder, subjects: [request.orderNumber], countedIds: ["ORD409"] },
      { policy: TRACK_ORDER_ATTEMPTS.perCaller, subjects: [callerOf(c, deps)], countedIds: ["ORD409"] },
    ] as const;
    const found = await withAttemptLimits(c, db, limits, deps.now(), async () => {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, request.orderNumber));
      // Compare digests so that the comparison takes the same time whatever the emails are.
      const emailMatches = sameText(row?.email ?? "", request.email);
      if (!row || !emailMatches) throw new ApiError(404, "ORD409", TRACK_ORDER_NOT_FOUND_MESSAGE);
      return row;
    });
    return c.json(toTrackOrder(readOrder(found), deps.now()));
  });

  api.on("POST", "/consumers-v3/consumer/CancelOrder", async (c) => {
    const consumerId = requireShopper(c, deps);
    const { orderNumber } = await queryAndBody(c, cancelOrderQuery, cancelOrderRequest);
    const now = deps.now();
    const answer = await db.transaction(async (tx) => {
      const row = await ownOrder(tx, consumerId, orderNumber, { lock: true });
      const record = readOrder(row);
      refuse(409, "ORD409", cancelRefusal(record, now), record);
      const cancelledAt = new Date(now).toISOString();
      const payment = await releaseHolds(tx, row, record);
      // The state is checked again by the update itself: of two cancels, one changes the row
      // (the other's release is rolled back with its transaction).
      const [updated] = await tx
        .update(orders)
        .set({ status: "cancelled", shipments: record.shipments.map((shipment) => ({ ...shipment, cancelledAt })), payment })
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.consumerId, consumerId), notShippedAt(now)))
        .returning();
      if (!updated) throw new ApiError(409, "ORD409", REFUSALS.status, { reason: "status" });
      return toOrderDetails(readOrder(updated), now);
    });
    return c.json(answer);
  });

  api.on("POST", "/consumers-v3/consumer/return/:orderId/returnLabel", async (c) => {
    const consumerId = requireShopper(c, deps);
    const orderNumber = orderNumberFromPath(c);
    const request = (await readOptionalBody(c, returnLabelRequest)) ?? {};
    const record = readOrder(await ownOrder(db, consumerId, orderNumber));
    const now = deps.now();
    refuse(409, "RTN500", returnRefusal(record, now), record);
    const lines = returnLines(record, request.items);
    const rmaCode = rmaCodeOf(record, lines);
    let pdf: Uint8Array;
    try {
      pdf = await returnLabelPdf({ record, lines, rmaCode, reason: request.reason, buyer: await buyerOf(consumerId), issuedAt: new Date(now) });
    } catch (error) {
      console.error(`[orders] return label failed: ${loggableError(error)}`);
      throw new ApiError(500, "RTN500", "The return label could not be created; please try again");
    }
    return pdfAnswer(c, pdf, `return-label-${orderNumber}.pdf`, { "x-return-authorisation": rmaCode });
  });

  api.on("POST", "/consumers-v3/consumer/purchase/invoice/download", async (c) => {
    const consumerId = requireShopper(c, deps);
    const { orderNumber } = await queryAndBody(c, invoiceDownloadQuery, invoiceDownloadRequest);
    const record = readOrder(await ownOrder(db, consumerId, orderNumber));
    refuse(409, "ORD409", invoiceRefusal(record), record);
    const pdf = await invoicePdf({ record, buyer: await buyerOf(consumerId) });
    return pdfAnswer(c, pdf, `invoice-${invoiceNumberOf(orderNumber)}.pdf`);
  });

  async function buyerOf(consumerId: string): Promise<Buyer> {
    const [consumer] = await db.select({ firstName: consumers.firstName, lastName: consumers.lastName }).from(consumers).where(eq(consumers.id, consumerId));
    return consumer ?? {};
  }
}

// ---- helpers ---------------------------------------------------------------------------------

/**
 * The registered shopper of the token. No token or a guest's: 401 AUT432 (sign in first); an
 * associate's own token: 403 AUT432 (associates act with the customer's token).
 */
export function requireShopper(c: Context, deps: BackendDeps): string {
  const identity = requireIdentity(c, deps);
  if (identity.kind === "registered") return identity.consumerId;
  if (identity.kind === "agent") throw new ApiError(403, "AUT432", "An associate token has no orders; act with the customer's token");
  throw new ApiError(401, "AUT432", "Sign in to see your orders");
}

/** The caller's order; unknown and someone else's are the same 404 OHS4004. */
async function ownOrder(db: Executor, consumerId: string, orderNumber: string, options: { lock?: boolean } = {}): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.consumerId, consumerId)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "OHS4004", ORDER_NOT_FOUND_MESSAGE);
  return row;
}

function refuse(status: 409, errorId: ErrorId, refusal: Refusal | undefined, record: OrderRecord) {
  if (refusal) throw new ApiError(status, errorId, REFUSALS[refusal], { reason: refusal, status: record.status });
}

/** The same condition as `cancelRefusal`, in SQL: a cancellable state, and not shipped at `now`. */
function notShippedAt(now: number): SQL {
  return and(inArray(orders.status, [...CANCELLABLE_STATUSES]), or(ne(orders.status, "placed"), gt(orders.createdAt, new Date(now - SHIP_AFTER_MS))))!;
}

/**
 * Gives back what a cancelled order held, with the checkout's own release (so that a cancel and
 * a failed payment give back the same things, and nothing twice: the payment record is marked
 * released): every line's units to the stock they were taken from (online, or the store of a
 * pickup line), gift card balances, loyalty points, the athletes allowance and coupon
 * redemptions. Lines whose variant is no longer in the catalogue have no stock to go back to.
 */
async function releaseHolds(tx: Executor, row: OrderRow, record: OrderRecord): Promise<unknown> {
  const ids = [...new Set(record.items.map((item) => item.productId))];
  const known = new Set(ids.length ? (await tx.select({ id: variants.id }).from(variants).where(inArray(variants.id, ids))).map((variant) => variant.id) : []);
  const payment = (row.payment && typeof row.payment === "object" && !Array.isArray(row.payment) ? row.payment : {}) as Record<string, unknown>;
  const instruments: unknown[] = Array.isArray(payment.instruments) ? payment.instruments : [];
  const releasable = { ...row, items: (row.items as StoredOrderItem[]).filter((item) => known.has(item.productId)), payment: { ...payment, instruments } };
  return releaseOrderHolds(tx, releasable as Parameters<typeof releaseOrderHolds>[1]);
}

/** The lines of a return: as asked (each at most what was ordered), or every returnable line in full. */
function returnLines(record: OrderRecord, asked: { itemId: string; qty: number }[] | undefined): ReturnLine[] {
  const returnable = (item: StoredOrderItem) => !item.isDigital && !item.bonus;
  if (!asked) return record.items.filter(returnable).map((item) => ({ item, qty: item.qty }));
  const wanted = new Map<string, number>();
  asked.forEach(({ itemId, qty }, index) => {
    const item = record.items.find((candidate) => candidate.id === itemId);
    const field = `items.${index}`;
    if (!item) throw new ApiError(400, "RTN500", `${field}.itemId: not a line of this order`, { field: `${field}.itemId` });
    if (!returnable(item)) throw new ApiError(400, "RTN500", `${field}.itemId: digital and gift items cannot be returned`, { field: `${field}.itemId` });
    const total = (wanted.get(itemId) ?? 0) + qty;
    if (total > item.qty) throw new ApiError(400, "RTN500", `${field}.qty: at most ${item.qty} can be returned`, { field: `${field}.qty`, maxQty: item.qty });
    wanted.set(itemId, total);
  });
  return record.items.filter((item) => wanted.has(item.id)).map((item) => ({ item, qty: wanted.get(item.id)! }));
}

/** A return authorisation code: the order's digits and 4 characters of the selection's digest (Code 39 safe). */
export function rmaCodeOf(record: OrderRecord, lines: readonly ReturnLine[]): string {
  const digest = createHash("sha256")
    .update(`${record.orderNumber}|${lines.map((line) => `${line.item.id}:${line.qty}`).join(",")}`)
    .digest("hex")
    .slice(0, 4)
    .toUpperCase();
  return `RMA${record.orderNumber.slice(2)}${digest}`;
}

function pdfAnswer(c: Context, pdf: Uint8Array, filename: string, extra: Record<string, string> = {}) {
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    ...extra,
  });
}

function orderNumberFromPath(c: Context): string {
  const parsed = orderIdParam.safeParse(c.req.param("orderId") ?? "");
  if (!parsed.success) throw new ApiError(400, "ATTR300", `orderId: ${parsed.error.issues[0]?.message ?? "invalid"}`, { field: "orderId" });
  return parsed.data;
}

function sameText(stored: string, given: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value.trim().toLowerCase()).digest();
  return timingSafeEqual(digest(stored), digest(given)) && stored.length > 0;
}

/**
 * A body that may be left out: no content type and nothing sent is no body (undefined);
 * anything sent is read as `readBody` does (415, 413, 400).
 */
async function readOptionalBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T> | undefined> {
  if (!c.req.header("content-type")) {
    if ((await c.req.text()).length === 0) return undefined;
    throw new ApiError(415, "API415", "Send the body as application/json");
  }
  return (await readBody(c, schema.optional())) as z.output<T> | undefined;
}

/** A request whose fields may come in the query or the body (the body wins); 400 ATTR300 naming the field. */
async function queryAndBody<Q extends z.ZodType, T extends z.ZodObject>(c: Context, querySchema: Q, schema: T): Promise<z.output<T>> {
  const query = readQuery(c, querySchema) as Record<string, unknown>;
  const body = ((await readOptionalBody(c, schema.partial())) ?? {}) as Record<string, unknown>;
  const merged = Object.fromEntries(Object.entries({ ...query, ...body }).filter(([, value]) => value !== undefined));
  const parsed = schema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".");
  throw new ApiError(400, "ATTR300", field ? `${field}: ${issue.message}` : issue.message, { field: field || undefined });
}
