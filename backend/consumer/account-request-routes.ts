import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray } from "drizzle-orm";
import { z } from "zod";
import {
  GIFT_CARD_EMAIL_RESENDS_PER_DAY,
  NOTIFICATION_SETTINGS,
  notificationRequest,
  resendGiftCardEmailRequest,
  USER_DATA_ORGANIZATIONS,
  USER_DATA_REQUEST_TYPES,
  warrantyRequest,
  type warrantyCaseAnswer,
} from "../../contracts/api/consumer.ts";
import { contactUsCases, giftCardEmailResends, notificationSettings, orders, products, userDataRequests, variants, warrantyCases } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { toUnits } from "../money.ts";
import { normalizePhone } from "../phone-numbers.ts";
import { readOrder } from "../orders/order-record.ts";
import { cardsOf, loadConsumer, notificationsOf, profileAnswer, requireConsumerId, smsAnswer, smsSubscriptionOf } from "./consumer-store.ts";
import { sendMessage, withCaseNumber } from "./outbox.ts";

/**
 * The account's requests (commerce spec §7 Consumer): notification settings, the shopper's
 * data, warranty cases, and sending e-gift card emails again.
 */
export function registerAccountRequestRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  /**
   * PUT /consumers-v3/consumer/notification: changes the settings sent; answers all of them.
   * A topic and channel outside NOTIFICATION_SETTINGS: 400 ATTR300 (marketing by SMS is the
   * SMS subscription). Texts need a phone on the profile: 400 SHP410.
   */
  api.on("PUT", "/consumers-v3/consumer/notification", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { notifications } = await readBody(c, notificationRequest);
    notifications.forEach((setting, index) => {
      if (!NOTIFICATION_SETTINGS.some((known) => known.topic === setting.topic && known.channel === setting.channel)) {
        const hint = setting.topic === "PROMOTIONS" && setting.channel === "SMS" ? " (marketing texts are the SMS subscription)" : "";
        throw new ApiError(400, "ATTR300", `notifications.${index}: ${setting.topic} is not sent by ${setting.channel}${hint}`, { field: `notifications.${index}` });
      }
    });
    const now = new Date(deps.now());
    const answer = await db.transaction(async (tx) => {
      const consumer = await loadConsumer(tx, consumerId, { lock: true });
      if (!consumer.phone && notifications.some((setting) => setting.channel === "SMS" && setting.enabled)) {
        throw new ApiError(400, "SHP410", "Add a mobile number to your profile to get text messages", { field: "notifications" });
      }
      for (const { topic, channel, enabled } of notifications) {
        await tx
          .insert(notificationSettings)
          .values({ consumerId, topic, channel, enabled, updatedAt: now })
          .onConflictDoUpdate({ target: [notificationSettings.consumerId, notificationSettings.topic, notificationSettings.channel], set: { enabled, updatedAt: now } });
      }
      return { notifications: await notificationsOf(tx, consumerId) };
    });
    return c.json(answer);
  });

  /**
   * POST /consumers-v3/consumer/retrieveUserData: a privacy request. ACCESS answers what the
   * account holds at once (COMPLETED); DELETION is recorded for the privacy team (202 RECEIVED;
   * asking again while one is open answers the open one). No body: ATTR300; no request type:
   * ATTR100; no or an unknown organization: ATTR200.
   */
  api.on("POST", "/consumers-v3/consumer/retrieveUserData", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const request = readUserDataRequest(await readBody(c, z.unknown()));
    const now = new Date(deps.now());
    const answer = await db.transaction(async (tx) => {
      const consumer = await loadConsumer(tx, consumerId, { lock: true });
      if (request.requestType === "DELETION") {
        const [open] = await tx
          .select()
          .from(userDataRequests)
          .where(and(eq(userDataRequests.consumerId, consumerId), eq(userDataRequests.requestType, "DELETION"), eq(userDataRequests.status, "RECEIVED")));
        const row =
          open ??
          (await tx.insert(userDataRequests).values({ id: randomUUID(), consumerId, ...request, status: "RECEIVED", createdAt: now }).returning())[0]!;
        if (!open) await sendMessage(tx, { consumerId, channel: "EMAIL", recipient: consumer.email, template: "user-data-deletion-received", payload: { requestId: row.id } }, now);
        return { status: 202 as const, body: { requestId: row.id, requestType: "DELETION" as const, organization: request.organization, status: "RECEIVED" as const, createdAt: row.createdAt.toISOString(), data: null } };
      }
      const [row] = await tx.insert(userDataRequests).values({ id: randomUUID(), consumerId, ...request, status: "COMPLETED", createdAt: now, completedAt: now }).returning();
      const data = {
        profile: await profileAnswer(tx, consumer, { includeLoyaltySummary: true }),
        paymentInstruments: await cardsOf(tx, consumerId, now),
        smsSubscription: smsAnswer(await smsSubscriptionOf(tx, consumerId)),
        notifications: await notificationsOf(tx, consumerId),
        orders: await ordersOf(tx, consumerId),
        contactUsCases: (await tx.select().from(contactUsCases).where(eq(contactUsCases.consumerId, consumerId)).orderBy(asc(contactUsCases.createdAt))).map((row) => ({
          caseNumber: row.caseNumber,
          status: "RECEIVED" as const,
          categoryId: row.categoryId,
          subjectId: row.subjectId,
          createdAt: row.createdAt.toISOString(),
        })),
        warrantyCases: await warrantyCasesOf(tx, consumerId),
      };
      return { status: 200 as const, body: { requestId: row!.id, requestType: "ACCESS" as const, organization: request.organization, status: "COMPLETED" as const, createdAt: now.toISOString(), data } };
    });
    return c.json(answer.body, answer.status);
  });

  /**
   * POST /consumers-v3/consumer/warranty: a warranty case about a product (404 PLP400 when the
   * catalogue has no such product). With an order number, the order is the shopper's (404
   * OHS4004) and holds the product (400 ORD404). The purchase is not in the future.
   */
  api.on("POST", "/consumers-v3/consumer/warranty", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const body = await readBody(c, warrantyRequest);
    const now = new Date(deps.now());
    if (body.purchaseDate > now.toISOString().slice(0, 10)) throw new ApiError(400, "ATTR300", "purchaseDate: is in the future", { field: "purchaseDate" });
    const contactPhone = body.contactPhone === undefined ? null : normalizePhone(body.contactPhone);
    if (contactPhone === undefined) throw new ApiError(400, "ATTR300", "contactPhone: not a phone number", { field: "contactPhone" });

    const answer = await db.transaction(async (tx) => {
      const consumer = await loadConsumer(tx, consumerId);
      const product = await productOf(tx, body.productId);
      if (body.orderNumber) {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderNumber, body.orderNumber), eq(orders.consumerId, consumerId)));
        if (!order) throw new ApiError(404, "OHS4004", "This order was not found in your account", { field: "orderNumber" });
        const holds = readOrder(order).items.some((item) => (item.masterId ?? item.productId.slice(0, 8)) === product.id && (!product.variantId || item.productId === product.variantId));
        if (!holds) throw new ApiError(400, "ORD404", "This order does not hold this product", { field: "productId" });
      }
      const row = await withCaseNumber("WC", async (caseId) => {
        const [inserted] = await tx
          .insert(warrantyCases)
          .values({
            caseId,
            consumerId,
            productId: product.id,
            variantId: product.variantId,
            orderNumber: body.orderNumber ?? null,
            purchaseDate: body.purchaseDate,
            issueType: body.issueType,
            description: body.description,
            images: body.images ?? [],
            contactPhone,
            status: "OPEN",
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
      await sendMessage(tx, { consumerId, channel: "EMAIL", recipient: consumer.email, template: "warranty-received", payload: { caseId: row.caseId, productName: product.name } }, now);
      return warrantyAnswer(row, product.name);
    });
    return c.json(answer, 201);
  });

  /**
   * POST /consumers-v3/consumer/resendGiftCardEmail: the e-gift card emails of a placed order
   * of the shopper go again to the order's email (never to another address). Not the shopper's
   * order: 404 OHS4004; not placed: 409 GFC725; no e-gift card (or `itemId` is not one): 400
   * GFO405; more than GIFT_CARD_EMAIL_RESENDS_PER_DAY for a line in 24 hours: 429 GFC725.
   */
  api.on("POST", "/consumers-v3/consumer/resendGiftCardEmail", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const body = await readBody(c, resendGiftCardEmailRequest);
    const now = new Date(deps.now());
    const answer = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, body.orderNumber), eq(orders.consumerId, consumerId)));
      if (!row) throw new ApiError(404, "OHS4004", "This order was not found in your account", { field: "orderNumber" });
      const order = readOrder(row);
      if (order.status !== "placed") throw new ApiError(409, "GFC725", "Gift card emails are sent once the order is placed", { status: order.status });
      const giftCards = order.items.filter((item) => item.isDigital || item.shippingMethod === "digital");
      const lines = body.itemId === undefined ? giftCards : giftCards.filter((item) => item.id === body.itemId);
      if (!lines.length) throw new ApiError(400, "GFO405", body.itemId ? "This line is not an e-gift card" : "This order has no e-gift card", { field: body.itemId ? "itemId" : "orderNumber" });

      const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const recent = await tx
        .select({ itemId: giftCardEmailResends.itemId, sent: count() })
        .from(giftCardEmailResends)
        .where(and(eq(giftCardEmailResends.orderNumber, order.orderNumber), inArray(giftCardEmailResends.itemId, lines.map((line) => line.id)), gt(giftCardEmailResends.createdAt, since)))
        .groupBy(giftCardEmailResends.itemId);
      if (recent.some((entry) => entry.sent >= GIFT_CARD_EMAIL_RESENDS_PER_DAY)) {
        c.header("retry-after", String(24 * 60 * 60));
        throw new ApiError(429, "GFC725", `A gift card email can be sent again ${GIFT_CARD_EMAIL_RESENDS_PER_DAY} times a day; try again tomorrow`);
      }
      for (const line of lines) {
        await tx.insert(giftCardEmailResends).values({ id: randomUUID(), consumerId, orderNumber: order.orderNumber, itemId: line.id, recipientEmail: order.email, createdAt: now });
        await sendMessage(tx, { consumerId, channel: "EMAIL", recipient: order.email, template: "gift-card-email", payload: { orderNumber: order.orderNumber, itemId: line.id, productId: line.productId, name: line.name } }, now);
      }
      return {
        orderNumber: order.orderNumber,
        recipientEmail: order.email,
        resent: lines.map((line) => ({ itemId: line.id, productId: line.productId, name: line.name })),
        sentAt: now.toISOString(),
      };
    });
    return c.json(answer);
  });
}

/**
 * The privacy request, read field by field so that each missing part has its own id: no body
 * ATTR300, request type ATTR100, organization ATTR200.
 */
function readUserDataRequest(body: unknown): { requestType: (typeof USER_DATA_REQUEST_TYPES)[number]; organization: (typeof USER_DATA_ORGANIZATIONS)[number] } {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, "ATTR300", "Send the request as a JSON object");
  const { requestType, organization } = body as Record<string, unknown>;
  const type = z.enum(USER_DATA_REQUEST_TYPES).safeParse(requestType);
  if (!type.success) throw new ApiError(400, "ATTR100", `requestType: one of ${USER_DATA_REQUEST_TYPES.join(", ")}`, { field: "requestType" });
  const org = z.enum(USER_DATA_ORGANIZATIONS).safeParse(organization);
  if (!org.success) throw new ApiError(400, "ATTR200", `organization: one of ${USER_DATA_ORGANIZATIONS.join(", ")}`, { field: "organization" });
  return { requestType: type.data, organization: org.data };
}

/** The product of a style id or a variant's product id; 404 PLP400 when there is none. */
async function productOf(db: Executor, productId: string): Promise<{ id: string; name: string; variantId: string | null }> {
  if (productId.length === 11) {
    const [row] = await db.select({ id: products.id, name: products.name }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(eq(variants.id, productId));
    if (row) return { ...row, variantId: productId };
  } else {
    const [row] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, productId));
    if (row) return { ...row, variantId: null };
  }
  throw new ApiError(404, "PLP400", "This product was not found", { field: "productId" });
}

type WarrantyRow = typeof warrantyCases.$inferSelect;

function warrantyAnswer(row: WarrantyRow, productName: string): z.infer<typeof warrantyCaseAnswer> {
  return {
    caseId: row.caseId,
    status: "OPEN",
    productId: row.variantId ?? row.productId,
    productName,
    orderNumber: row.orderNumber,
    purchaseDate: row.purchaseDate,
    issueType: row.issueType as z.infer<typeof warrantyCaseAnswer>["issueType"],
    createdAt: row.createdAt.toISOString(),
  };
}

async function warrantyCasesOf(db: Executor, consumerId: string) {
  const rows = await db
    .select({ row: warrantyCases, productName: products.name })
    .from(warrantyCases)
    .innerJoin(products, eq(products.id, warrantyCases.productId))
    .where(eq(warrantyCases.consumerId, consumerId))
    .orderBy(asc(warrantyCases.createdAt));
  return rows.map(({ row, productName }) => warrantyAnswer(row, productName));
}

/** The shopper's orders in brief (newest first); totals read leniently (a damaged row still lists). */
async function ordersOf(db: Executor, consumerId: string) {
  const rows = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, createdAt: orders.createdAt, totals: orders.totals, currency: orders.currency })
    .from(orders)
    .where(eq(orders.consumerId, consumerId))
    .orderBy(desc(orders.createdAt));
  return rows.map((row) => {
    const total = (row.totals as { total?: unknown } | null)?.total;
    return { orderNumber: row.orderNumber, status: row.status, createdAt: row.createdAt.toISOString(), total: typeof total === "number" ? toUnits(total) : 0, currency: row.currency };
  });
}
