import { randomUUID } from "node:crypto";
import { and, count, eq, ne, or } from "drizzle-orm";
import type { Context } from "hono";
import { DEFAULT_SITE, siteById } from "../../contracts/sites.ts";
import {
  FAVORITES_DEFAULT_COUNT,
  FAVORITES_MAX_ITEMS,
  addFavoriteRequest,
  favoritesQuery,
  itemTypeOf,
  removeFavoriteQuery,
  shareFavoritesRequest,
  sharedFavoritesQuery,
  type ShareFavoritesAnswer,
  type SharedFavoritesAnswer,
} from "../../contracts/api/wishlists.ts";
import { favoriteItems, favorites } from "../db/schema.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { memberPriceRulesOf } from "../pricing/member-price-store.ts";
import { ensureList, listAnswer, listNotFound, listOf, newShareToken, resolveProduct, type FavoritesRow } from "./favorites-store.ts";

const FIRST_PAGE = { start: 0, count: FAVORITES_DEFAULT_COUNT };

/**
 * Favourites (commerce spec §7 wishlists): the caller's list (guest or member, one each), add,
 * remove, and share by link. Every call but the shared read needs a bearer token, and acts on
 * the caller's own list only: another shopper's list id answers 404 PLP400, the same as an
 * unknown one. The shared read needs only the link's token and can change nothing. A member's
 * own list is priced for them (member prices, backend/pricing); a shared list as for everyone.
 */
export function registerFavoritesRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;
  const now = () => new Date(deps.now());
  /** The member price rules of a list's owner, who reads it. */
  const ownersPrices = (list: FavoritesRow | undefined) => memberPriceRulesOf(db, list?.consumerId ?? null);

  api.on("GET", "/wishlists/v2/favorites", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, favoritesQuery);
    c.header("cache-control", "private, no-store");
    const list = await listOf(db, identity);
    return c.json(await listAnswer(db, list, siteById(query.siteId ?? DEFAULT_SITE.siteId), query, await ownersPrices(list)));
  });

  api.on("POST", "/wishlists/v2/favorites", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, addFavoriteRequest);
    const itemType = body.itemType ?? itemTypeOf(body.id)!;
    const list = await db.transaction(async (tx) => {
      // A favoriteId that is not the caller's is refused before anything is made.
      const existing = await listOf(tx, identity, { lock: true });
      if (body.favoriteId !== undefined && body.favoriteId !== existing?.id) throw listNotFound();
      const target = await resolveProduct(tx, body.id, itemType);
      const list = existing ?? (await ensureList(tx, identity, now()));
      const [{ others } = { others: 0 }] = await tx
        .select({ others: count() })
        .from(favoriteItems)
        .where(and(eq(favoriteItems.listId, list.id), ne(favoriteItems.ref, body.id)));
      const [already] = await tx.select({ id: favoriteItems.id }).from(favoriteItems).where(and(eq(favoriteItems.listId, list.id), eq(favoriteItems.ref, body.id)));
      if (!already && others >= FAVORITES_MAX_ITEMS) {
        throw new ApiError(409, "INV408", `A favourites list holds at most ${FAVORITES_MAX_ITEMS} items`, { maxAllowedQuantity: FAVORITES_MAX_ITEMS });
      }
      const qty = body.qty ?? 1;
      await tx
        .insert(favoriteItems)
        .values({ id: randomUUID(), listId: list.id, itemType, ref: body.id, productId: target.productId, variantId: target.variantId, quantity: qty, createdAt: now() })
        .onConflictDoUpdate({ target: [favoriteItems.listId, favoriteItems.ref], set: { quantity: qty } });
      await tx.update(favorites).set({ updatedAt: now() }).where(eq(favorites.id, list.id));
      return list;
    });
    return c.json(await listAnswer(db, list, siteById(body.siteId ?? DEFAULT_SITE.siteId), FIRST_PAGE, await ownersPrices(list)));
  });

  api.on("DELETE", "/wishlists/v2/favorites/:favoriteId/items/:itemId", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, removeFavoriteQuery);
    const itemId = c.req.param("itemId") ?? "";
    const list = await db.transaction(async (tx) => {
      const list = await listOf(tx, identity, { lock: true });
      if (!list || list.id !== c.req.param("favoriteId")) throw listNotFound();
      // The item's id, or the product id it holds (a heart toggled off on a product tile).
      const deleted = await tx
        .delete(favoriteItems)
        .where(and(eq(favoriteItems.listId, list.id), or(eq(favoriteItems.id, itemId), eq(favoriteItems.ref, itemId))))
        .returning({ id: favoriteItems.id });
      if (!deleted.length) throw new ApiError(404, "PLP400", "This item is not in your favourites", { field: "itemId" });
      await tx.update(favorites).set({ updatedAt: now() }).where(eq(favorites.id, list.id));
      return list;
    });
    return c.json(await listAnswer(db, list, siteById(query.siteId ?? DEFAULT_SITE.siteId), FIRST_PAGE, await ownersPrices(list)));
  });

  api.on("POST", "/wishlists/v2/favorites/:favoriteId/share", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readOptionalJson(c);
    const list = await db.transaction(async (tx) => {
      const list = await listOf(tx, identity, { lock: true });
      if (!list || list.id !== c.req.param("favoriteId")) throw listNotFound();
      if (list.shareToken && !body.regenerate) return list;
      const [shared] = await tx.update(favorites).set({ shareToken: newShareToken(), updatedAt: now() }).where(eq(favorites.id, list.id)).returning();
      return shared!;
    });
    const site = siteById(body.siteId ?? DEFAULT_SITE.siteId);
    const params = new URLSearchParams({ favoriteId: list.id, shareToken: list.shareToken! });
    const answer: ShareFavoritesAnswer = { favoriteId: list.id, shareToken: list.shareToken!, sharePath: `/${site.localePath}/favorites?${params}` };
    return c.json(answer);
  });

  api.on("GET", "/wishlists/v2/favorites/:favoriteId/share", async (c) => {
    // The link's token is the permission: no bearer token is needed, and any is ignored.
    const query = readQuery(c, sharedFavoritesQuery);
    const [list] = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.id, c.req.param("favoriteId") ?? ""), eq(favorites.shareToken, query.shareToken)));
    if (!list) throw listNotFound();
    const answer: SharedFavoritesAnswer = { ...(await listAnswer(db, list, siteById(query.siteId ?? DEFAULT_SITE.siteId), query)), favoriteId: list.id, readOnly: true };
    c.header("cache-control", "private, no-store");
    c.header("referrer-policy", "no-referrer");
    return c.json(answer);
  });

  /** The share call's body is optional: nothing sent is `{}`. */
  async function readOptionalJson(c: Context) {
    if (!c.req.header("content-type") && !(await c.req.raw.clone().text()).length) return {};
    return readBody(c, shareFavoritesRequest.optional().transform((body) => body ?? {}));
  }
}
