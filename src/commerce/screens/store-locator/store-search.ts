import type { StoreAnswer } from "../../../../contracts/api/stores.ts";
import { siteById } from "../../../../contracts/sites.ts";
import type { CommerceClient } from "../../api/client.ts";

/** What `POST /stores/v1/search` answers (contracts/api/stores.ts `storeSearchAnswer`). */
export type StoreSearchAnswer = Awaited<ReturnType<CommerceClient["searchStores"]>>;
export type StoreSearchRequest = Parameters<CommerceClient["searchStores"]>[0];
export type FoundStore = StoreSearchAnswer["stores"][number];
export type DistanceUnit = StoreSearchAnswer["unit"];

/** Sites whose shoppers read distances in miles; every other site shows kilometres. */
export const MILES_SITES: ReadonlySet<string> = new Set(["RL-US"]);
export const distanceUnitOf = (siteId: string): DistanceUnit => (MILES_SITES.has(siteId) ? "mi" : "km");

/** Stores are few and far apart: look as far as the API allows (its SEARCH_MAX_RADIUS), in the site's unit. */
export const STORE_SEARCH_RADIUS = 500;
export const STORE_SEARCH_LIMIT = 10;

/**
 * The services every store offers (the storefront's in-store delivery modes, commerce spec §1):
 * the store answer carries no per-store list.
 */
export const STORE_SERVICES = ["pickup", "shipToStore"] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** A search the shopper typed: a postal code, or the name of a city. */
export type TypedPlace = { kind: "postalCode"; postalCode: string } | { kind: "city"; city: string };

/**
 * What the search field holds: every postal code of the sites' countries has a digit (`02115`,
 * `M5B 2H1`, `WC2E 9LZ`, `10789`) and no city name does. Undefined when too short to be either.
 */
export function typedPlaceOf(text: string): TypedPlace | undefined {
  const value = text.trim().replace(/\s+/g, " ");
  if (value.length < 2) return undefined;
  return /\d/.test(value) ? { kind: "postalCode", postalCode: value.toUpperCase() } : { kind: "city", city: value };
}

/** Where a search starts: a postal code of the site's country, or coordinates. */
export type SearchOrigin = { postalCode: string } | { latitude: number; longitude: number };

/** The search request of the locator on a site: the site's unit, the widest radius, the nearest stores. */
export function storeSearchRequest(siteId: string, origin: SearchOrigin): StoreSearchRequest {
  const common = { unit: distanceUnitOf(siteId), radius: STORE_SEARCH_RADIUS, limit: STORE_SEARCH_LIMIT };
  return "postalCode" in origin ? { postalCode: origin.postalCode, country: siteById(siteId).country, ...common } : { latitude: origin.latitude, longitude: origin.longitude, ...common };
}

/**
 * The stores a shopper of the site can use: those in the site's country. The search is not limited
 * to the site's own stores (a French-Canadian shopper may shop in Toronto), nor may it cross a
 * border (a Seattle shopper is not sent to Vancouver).
 */
export const storesOfSite = (siteId: string, stores: readonly FoundStore[]) => stores.filter((store) => store.address.country === siteById(siteId).country);

/** A place name as people type it: no case, no accents, single spaces (`montreal` finds Montréal). */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[\s-]+/g, " ")
    .trim();

/**
 * The stores in a city the shopper named: the search API takes no city, so a city is looked up
 * among the stores' own (`San Fran` finds San Francisco). The city's first store is where the
 * search starts.
 */
export function storesInCity(stores: readonly StoreAnswer[], city: string): StoreAnswer[] {
  const wanted = folded(city);
  if (!wanted) return [];
  return stores.filter((store) => folded(store.address.city).startsWith(wanted));
}

/** A store's postal address on one line, in the order its country writes it. */
export function storeAddressLine(address: StoreAnswer["address"]): string {
  const place = address.country === "DE" ? `${address.postalCode} ${address.city}` : `${address.city} ${address.postalCode}`;
  return `${address.addressLine1}, ${place}`;
}

/** Opening hours as the API gives them per day: `HH:MM-HH:MM`, or `closed`. */
export function openingTimes(hours: string): { opens: string; closes: string } | undefined {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(hours);
  return match ? { opens: match[1]!, closes: match[2]! } : undefined;
}

/** A time of day (`20:00`) the way the site writes it: `8:00 PM` in the US, `20:00` elsewhere. */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** A map service's directions to a store, opened in a new tab. */
export const directionsUrl = (store: Pick<StoreAnswer, "latitude" | "longitude">) => `https://www.openstreetmap.org/directions?to=${encodeURIComponent(`${store.latitude},${store.longitude}`)}`;
