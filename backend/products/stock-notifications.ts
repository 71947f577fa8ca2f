import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { stockNotificationAnswer, stockNotificationRequest } from "../../contracts/api/products.ts";
import { siteById } from "../../contracts/sites.ts";
import type { Database } from "../db/database.ts";
import { inventory, stockNotifications, variants } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { Shopper } from "./shopper.ts";

type Writer = Pick<Database, "select" | "insert">;

const emailFormat = z.email();

/**
 * PUT /products/v1/notifications: subscribes an address to a variant's return to stock. One
 * subscription per address (compared in lower case) and variant: asking again answers the same
 * subscription, unchanged (its site and date stay those of the first request). The answer is
 * the same whoever asks, so that it never tells whether someone else subscribed that address.
 * A malformed address is 400 AUT453; an unknown variant 404 PLP400.
 */
export async function subscribeToStock(tx: Writer, shopper: Shopper, body: z.output<typeof stockNotificationRequest>, now: Date): Promise<z.infer<typeof stockNotificationAnswer>> {
  const email = body.email.toLowerCase();
  if (!emailFormat.safeParse(email).success) throw new ApiError(400, "AUT453", "email: not a valid e-mail address", { field: "email" });
  const [variant] = await tx
    .select({ id: variants.id, productId: variants.productId, online: sql<number>`coalesce(${inventory.quantity}, 0)::int` })
    .from(variants)
    .leftJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.locationId, "online")))
    .where(eq(variants.id, body.productId));
  if (!variant) throw new ApiError(404, "PLP400", `No product ${body.productId}`, { field: "productId" });
  const site = siteById(body.siteId);

  await tx
    .insert(stockNotifications)
    .values({ id: randomUUID(), email, variantId: variant.id, siteId: site.siteId, locale: site.locale, shopperKey: shopper.key, createdAt: now })
    .onConflictDoNothing({ target: [stockNotifications.email, stockNotifications.variantId] });
  return {
    status: "SUBSCRIBED",
    email,
    productId: variant.id,
    masterId: variant.productId,
    siteId: site.siteId as z.infer<typeof stockNotificationAnswer>["siteId"],
    inStock: variant.online > 0,
  };
}
