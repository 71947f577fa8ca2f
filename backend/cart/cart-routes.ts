import type { Context } from "hono";
import type { z } from "zod";
import {
  addItemRequest,
  cartWithItemQuery,
  cartWithItemRequest,
  createCartQuery,
  createCartRequest,
  DEFAULT_ADD_QUANTITY,
  deleteItemRequest,
  getCartQuery,
  updateItemQuery,
  updateItemRequest,
} from "../../contracts/api/cart.ts";
import { DEFAULT_SITE, siteById } from "../../contracts/sites.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { addItem, lineOf, removeLine, setLineQuantity, switchToPickup } from "./cart-changes.ts";
import { applyReconciliation, createCart, planReconciliation, readCart, touchAndRead } from "./cart-store.ts";
import { answerCart, answerSnapshot, answerUnchanged } from "./promotion-store.ts";
import { addToCart, changeCart as changeCartIn, writeCart, type CartChange } from "./change-cart.ts";

/**
 * The cart core (commerce spec §7 Cart and checkout): create, read, add, change and remove.
 * Every call needs a bearer token; a cart is visible only to its owner (404 BSK404 for anyone
 * else). Each change runs in one transaction with the cart row locked: stock is reconciled
 * first (flash messages), then the change; add, update quantity and remove work out their answer
 * from the locked read and their write (decision 0037), a switch to pickup reads the cart back.
 * A read takes the lock only when answering must write (stock to reconcile, gift lines to bring in line).
 */
export function registerCartRoutes(api: Api, deps: BackendDeps) {
  const now = () => new Date(deps.now());

  const changeCart = (identity: Identity, basketId: string, change: CartChange) => changeCartIn(deps, identity, basketId, change);

  api.on("POST", "/cart/v1/cart", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, createCartQuery);
    const body = await readOptionalBody(c, createCartRequest);
    const site = siteById(body?.siteId ?? query.siteId ?? DEFAULT_SITE.siteId);
    const answer = await deps.db.transaction(async (tx) => answerCart(tx, await createCart(tx, identity, site, now()), now()));
    return c.json(answer, 201);
  });

  api.on("POST", "/cart/v1/cartWithItem", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, cartWithItemQuery);
    const body = await readOptionalBody(c, cartWithItemRequest.partial());
    const item = parseMerged(cartWithItemRequest, { ...dropUndefined(query), ...dropUndefined(body ?? {}) });
    if (item.bonus) throw new ApiError(403, "GWP403", "A gift-with-purchase product cannot be added to the cart");
    const site = siteById(item.siteId ?? DEFAULT_SITE.siteId);
    const answer = await deps.db.transaction(async (tx) => {
      const cart = await createCart(tx, identity, site, now());
      await addItem(tx, cart, item.productId, item.qty ?? DEFAULT_ADD_QUANTITY);
      return answerCart(tx, cart, now());
    });
    return c.json(answer, 201);
  });

  api.on("GET", "/cart/v1/cart/:basketId", async (c) => {
    const identity = requireIdentity(c, deps);
    // Accepted for compatibility; stock is always checked, and pickup lines use their own store.
    readQuery(c, getCartQuery);
    const basketId = c.req.param("basketId") ?? "";
    const unchanged = answerUnchanged(await readCart(deps.db, basketId, identity), now());
    if (unchanged) return c.json(unchanged);
    const answer = await deps.db.transaction(async (tx) => {
      const locked = await readCart(tx, basketId, identity, { lock: true });
      const reconciliation = planReconciliation(locked.lines);
      await applyReconciliation(tx, reconciliation);
      // A stock correction is a change: its flash replaces the last one; otherwise the last
      // change's flash stays until the next change.
      const snapshot = reconciliation.flash.length ? await touchAndRead(tx, locked.cart, reconciliation.flash, now()) : locked;
      return answerSnapshot(tx, snapshot, now());
    });
    return c.json(answer);
  });

  api.on("POST", "/cart/v1/item", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, addItemRequest);
    if (body.bonus) throw new ApiError(403, "GWP403", "A gift-with-purchase product cannot be added to the cart");
    return c.json(await addToCart(deps, identity, body.basketId, body.productId, body.qty ?? DEFAULT_ADD_QUANTITY));
  });

  api.on("PUT", "/cart/v1/cart/:basketId/item", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, updateItemQuery);
    const body = await readBody(c, updateItemRequest);
    if (query.action === "pickup" && !query.favStoreId) throw new ApiError(400, "ATTR300", "favStoreId: required with action=pickup", { field: "favStoreId" });
    if (query.action !== "pickup" && body.qty === undefined) throw new ApiError(400, "ATTR300", "qty: required", { field: "qty" });
    const basketId = c.req.param("basketId") ?? "";
    if (query.action !== "pickup") return c.json(await writeCart(deps, identity, basketId, (tx, reconciled, touch) => setLineQuantity(tx, reconciled, body.itemId, body.qty!, touch)));
    return c.json(await changeCart(identity, basketId, async (tx, cart, snapshot) => switchToPickup(tx, cart, lineOf(snapshot.lines, body.itemId), query.favStoreId!, body.qty)));
  });

  api.on("DELETE", "/cart/v1/item", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, deleteItemRequest);
    return c.json(await writeCart(deps, identity, body.basketId, (tx, reconciled, touch) => removeLine(tx, reconciled, body.itemId, touch)));
  });
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
  const body = await readBody(c, schema.optional());
  return body as z.output<T> | undefined;
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** Validates a request assembled from the query and the body: 400 ATTR300 naming the field. */
function parseMerged<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".");
  throw new ApiError(400, "ATTR300", field ? `${field}: ${issue.message}` : issue.message, { field: field || undefined });
}
