import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  deviceFingerprintRequest,
  moveToCartRequest,
  reserveWithItemRequest,
  saveForLaterRequest,
  type SavedForLaterAnswer,
} from "../../contracts/api/saved-for-later.ts";
import { DEFAULT_SITE, siteById } from "../../contracts/sites.ts";
import { productPath } from "../../contracts/paths.ts";
import { cartItems, deviceFingerprints, inventory, products, savedForLater, savedForLaterItems, variants } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { addItem, loadLine, removeItem, requireSellable, switchToPickup } from "./cart-changes.ts";
import { createCart, loadCart, ONLINE_LOCATION } from "./cart-store.ts";
import { changeCart } from "./change-cart.ts";
import { answerCart } from "./promotion-store.ts";

/** The list's owner; in-store associates cannot use saved-for-later (commerce spec §4 Buy-in-store). */
function listOwner(identity: Identity): { consumerId: string; guestId: null } | { consumerId: null; guestId: string } {
  if (identity.kind === "registered") return { consumerId: identity.consumerId, guestId: null };
  if (identity.kind === "guest") return { consumerId: null, guestId: identity.guestId };
  throw new ApiError(403, "AUT432", "Saved for later is not available while connected to a store");
}

const ownedBy = (identity: Identity) => {
  const owner = listOwner(identity);
  return owner.consumerId ? eq(savedForLater.consumerId, owner.consumerId) : eq(savedForLater.guestId, owner.guestId!);
};

async function listOf(db: Executor, identity: Identity, create: boolean): Promise<string | undefined> {
  const [existing] = await db.select({ id: savedForLater.id }).from(savedForLater).where(ownedBy(identity));
  if (existing || !create) return existing?.id;
  const owner = listOwner(identity);
  await db.insert(savedForLater).values({ id: randomUUID(), ...owner }).onConflictDoNothing();
  const [created] = await db.select({ id: savedForLater.id }).from(savedForLater).where(ownedBy(identity));
  return created!.id;
}

async function listAnswer(db: Executor, listId: string | undefined, localePath: string): Promise<SavedForLaterAnswer> {
  if (!listId) return { saveForLaterId: null, items: [], total: 0 };
  const rows = await db
    .select({ itemId: savedForLaterItems.id, variantId: variants.id, masterId: products.id, name: products.name, slug: products.slug, qty: savedForLaterItems.quantity, stock: inventory.quantity })
    .from(savedForLaterItems)
    .innerJoin(variants, eq(variants.id, savedForLaterItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.locationId, ONLINE_LOCATION)))
    .where(eq(savedForLaterItems.listId, listId))
    .orderBy(asc(savedForLaterItems.createdAt), asc(savedForLaterItems.id));
  const items = rows.map((row) => ({
    itemId: row.itemId,
    productId: row.variantId,
    masterId: row.masterId,
    name: row.name,
    pageUrl: productPath(localePath, row.slug, row.variantId),
    available: (row.stock ?? 0) > 0,
    qty: row.qty,
  }));
  return { saveForLaterId: listId, items, total: items.length };
}

/**
 * Saved for later (commerce spec §7): move a cart line to the shopper's list, move it back (with
 * the cart's stock rules), delete it; the device fingerprint of a cart; and a reservation: a new
 * cart holding an item for pickup at a store.
 */
export function registerSavedForLaterRoutes(api: Api, deps: BackendDeps) {
  const now = () => new Date(deps.now());
  const localePathOf = (siteId: string) => siteById(siteId).localePath;

  api.on("PUT", "/cart/v2/saveForLater", async (c) => {
    const identity = requireIdentity(c, deps);
    listOwner(identity);
    const body = await readBody(c, saveForLaterRequest);
    let listId: string | undefined;
    let siteId = DEFAULT_SITE.siteId;
    const cart = await changeCart(deps, identity, body.basketId, async (tx, row) => {
      siteId = row.siteId;
      const line = await loadLine(tx, row, body.itemId);
      if (line.bonus) throw new ApiError(403, "GWP403", "A gift-with-purchase product cannot be saved for later");
      listId = await listOf(tx, identity, true);
      await tx
        .insert(savedForLaterItems)
        .values({ id: randomUUID(), listId: listId!, variantId: line.variantId, quantity: line.quantity })
        .onConflictDoUpdate({ target: [savedForLaterItems.listId, savedForLaterItems.variantId], set: { quantity: sql`least(${savedForLaterItems.quantity} + excluded.quantity, 999999)` } });
      await removeItem(tx, line);
    });
    return c.json({ ...(await listAnswer(deps.db, listId, localePathOf(siteId))), cart });
  });

  api.on("POST", "/cart/v2/cart/:basketId/saveForLater", async (c) => {
    const identity = requireIdentity(c, deps);
    listOwner(identity);
    const body = await readBody(c, moveToCartRequest);
    const basketId = c.req.param("basketId") ?? "";
    let listId: string | undefined;
    let siteId = DEFAULT_SITE.siteId;
    const cart = await changeCart(deps, identity, basketId, async (tx, row) => {
      siteId = row.siteId;
      listId = await listOf(tx, identity, false);
      const [saved] = listId ? await tx.select().from(savedForLaterItems).where(and(eq(savedForLaterItems.id, body.itemId), eq(savedForLaterItems.listId, listId))) : [];
      if (!saved) throw new ApiError(404, "PLP400", "This item is not in your saved-for-later list");
      // The cart's own rules apply: stock (INV408 / INV700), price (INV702), gifts (GWP403).
      await addItem(tx, row, saved.variantId, body.qty ?? saved.quantity);
      await tx.delete(savedForLaterItems).where(eq(savedForLaterItems.id, saved.id));
    });
    return c.json({ ...(await listAnswer(deps.db, listId, localePathOf(siteId))), cart });
  });

  api.on("DELETE", "/cart/v2/saveForLater/:saveForlaterId/items/:itemId", async (c) => {
    const identity = requireIdentity(c, deps);
    const listId = await listOf(deps.db, identity, false);
    // Another shopper's list, or an item not in it: the same answer as an unknown one.
    if (!listId || listId !== c.req.param("saveForlaterId")) throw new ApiError(404, "PLP400", "This saved-for-later list was not found");
    const deleted = await deps.db.delete(savedForLaterItems).where(and(eq(savedForLaterItems.id, c.req.param("itemId") ?? ""), eq(savedForLaterItems.listId, listId))).returning({ id: savedForLaterItems.id });
    if (deleted.length === 0) throw new ApiError(404, "PLP400", "This item is not in your saved-for-later list");
    return c.json(await listAnswer(deps.db, listId, DEFAULT_SITE.localePath));
  });

  api.on("GET", "/wishlists/v2/saveForLater", async (c) => {
    const identity = requireIdentity(c, deps);
    return c.json(await listAnswer(deps.db, await listOf(deps.db, identity, false), DEFAULT_SITE.localePath));
  });

  api.on("POST", "/cart/v1/deviceFingerPrint", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, deviceFingerprintRequest);
    await deps.db.transaction(async (tx) => {
      await loadCart(tx, body.basketId, identity);
      await tx
        .insert(deviceFingerprints)
        .values({ cartId: body.basketId, fingerprint: body.fingerprint, createdAt: now() })
        .onConflictDoUpdate({ target: deviceFingerprints.cartId, set: { fingerprint: body.fingerprint, createdAt: now() } });
    });
    return c.json({ basketId: body.basketId, accepted: true as const });
  });

  api.on("POST", "/cart/v1/reserveWithItem", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, reserveWithItemRequest);
    const site = siteById(body.siteId ?? DEFAULT_SITE.siteId);
    const answer = await deps.db.transaction(async (tx) => {
      const cart = await createCart(tx, identity, site, now());
      // Unknown variant ORD404, no price INV702, a gift GWP403; the store's stock is checked
      // by the switch to pickup (online stock does not matter for a store reservation).
      await requireSellable(tx, cart, body.productId);
      const lineId = randomUUID();
      await tx.insert(cartItems).values({ id: lineId, cartId: cart.id, variantId: body.productId, quantity: body.qty ?? 1, bonus: false });
      await switchToPickup(tx, cart, await loadLine(tx, cart, lineId), body.storeId, body.qty ?? 1);
      return answerCart(tx, cart, now());
    });
    return c.json(answer, 201);
  });
}
