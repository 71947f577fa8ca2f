import { useMemo, useSyncExternalStore } from "react";
import { readCookie } from "../cookies.ts";

/**
 * The shopper's favourite store on a site ("my store"): kept in the browser, in a readable cookie
 * per site, because the commerce API keeps none for the session (its login answer's `favStoreId`
 * is always null). The store locator sets it; the pickup dialogs can start from it. Per site: a
 * store's pickups are in its site's currency, and a shopper on two sites may have one on each.
 */

export interface FavouriteStore {
  id: string;
  name: string;
  /** Where the store is, for a search that starts near it (the pickup dialog's postal code). */
  postalCode: string;
}

export const FAVOURITE_STORE_COOKIE_PREFIX = "rl_fav_store_";
export const favouriteStoreCookieOf = (siteId: string) => `${FAVOURITE_STORE_COOKIE_PREFIX}${siteId}`;

/** The window event fired when a site's favourite store changes (its detail: the site id). */
export const FAVOURITE_STORE_EVENT = "commerce:favourite-store";
export interface FavouriteStoreEventDetail {
  siteId: string;
}

/** A shopper's choice is kept for a year, renewed each time it is made. */
const MAX_AGE_S = 365 * 24 * 60 * 60;
/** Store ids of the commerce API (`S1001`) and anything like them; never markup or separators. */
const STORE_ID = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_TEXT = 120;

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "" && value.length <= MAX_TEXT;

/** A cookie's value as a favourite store; undefined for anything else (another script's value, an older shape). */
export function parseFavouriteStore(value: string | undefined): FavouriteStore | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== "object") return undefined;
  const { id, name, postalCode } = parsed as Record<string, unknown>;
  if (typeof id !== "string" || !STORE_ID.test(id) || !isText(name) || typeof postalCode !== "string" || postalCode.length > MAX_TEXT) return undefined;
  return { id, name, postalCode };
}

/** The `document.cookie` assignment that keeps `store` for a site, or forgets it (`undefined`). */
export function favouriteStoreCookie(siteId: string, store: FavouriteStore | undefined, secure: boolean): string {
  const name = favouriteStoreCookieOf(siteId);
  const flags = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (!store) return `${name}=; Max-Age=0${flags}`;
  const value = JSON.stringify({ id: store.id, name: store.name, postalCode: store.postalCode });
  return `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_S}${flags}`;
}

/** The site's favourite store in this browser, if the shopper chose one. */
export function readFavouriteStore(siteId: string, cookies: string = document.cookie): FavouriteStore | undefined {
  return parseFavouriteStore(readCookie(cookies, favouriteStoreCookieOf(siteId)));
}

/** Keeps (or, with `undefined`, forgets) the site's favourite store and tells the page. */
export function setFavouriteStore(siteId: string, store: FavouriteStore | undefined): void {
  document.cookie = favouriteStoreCookie(siteId, store, location.protocol === "https:");
  window.dispatchEvent(new CustomEvent<FavouriteStoreEventDetail>(FAVOURITE_STORE_EVENT, { detail: { siteId } }));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(FAVOURITE_STORE_EVENT, onChange);
  return () => window.removeEventListener(FAVOURITE_STORE_EVENT, onChange);
};

/**
 * The site's favourite store, following changes made on the page (any component's
 * `setFavouriteStore`). None on the server and while the page hydrates: the server renders for
 * every shopper.
 */
export function useFavouriteStore(siteId: string): FavouriteStore | undefined {
  // The cookie's raw text is the snapshot: a string compares by value, so renders stay stable.
  const raw = useSyncExternalStore(
    subscribe,
    () => readCookie(document.cookie, favouriteStoreCookieOf(siteId)),
    () => undefined,
  );
  return useMemo(() => parseFavouriteStore(raw), [raw]);
}
