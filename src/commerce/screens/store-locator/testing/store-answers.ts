import type { StoreAnswer } from "../../../../../contracts/api/stores.ts";
import type { FoundStore, StoreSearchAnswer } from "../store-search.ts";

/**
 * Tests and stories: stores and store searches as the reference backend answers them
 * (fixtures/commerce/stores.json), the distances as it computes them from each place.
 */

export const STORE_HOURS: StoreAnswer["hours"] = { mon: "10:00-20:00", tue: "10:00-20:00", wed: "10:00-20:00", thu: "10:00-21:00", fri: "10:00-21:00", sat: "10:00-20:00", sun: "11:00-18:00" };

const store = (id: string, name: string, siteId: string, address: StoreAnswer["address"], latitude: number, longitude: number, phone: string): StoreAnswer => ({
  id,
  name,
  siteId,
  address,
  latitude,
  longitude,
  phone,
  hours: STORE_HOURS,
});

export const STORES = {
  boston: store("S1001", "Ridgeline Boston", "RL-US", { addressLine1: "304 Newbury Street", city: "Boston", postalCode: "02115", country: "US" }, 42.348712, -71.085173, "+16175550101"),
  seattle: store("S1003", "Ridgeline Seattle", "RL-US", { addressLine1: "1420 5th Avenue", city: "Seattle", postalCode: "98101", country: "US" }, 47.610599, -122.336109, "+12065550103"),
  sanFrancisco: store(
    "S1004",
    "Ridgeline San Francisco",
    "RL-US",
    { addressLine1: "180 Post Street", city: "San Francisco", postalCode: "94108", country: "US" },
    37.788607,
    -122.405403,
    "+14155550104",
  ),
  soho: store("S1005", "Ridgeline New York SoHo", "RL-US", { addressLine1: "139 Wooster Street", city: "New York", postalCode: "10012", country: "US" }, 40.725108, -73.999203, "+12125550105"),
  toronto: store("S1101", "Ridgeline Toronto", "RL-CA", { addressLine1: "220 Yonge Street", city: "Toronto", postalCode: "M5B 2H1", country: "CA" }, 43.654402, -79.380701, "+14165550111"),
  vancouver: store("S1102", "Ridgeline Vancouver", "RL-CA", { addressLine1: "1024 Robson Street", city: "Vancouver", postalCode: "V6E 1A7", country: "CA" }, 49.284503, -123.123103, "+16045550112"),
  montreal: store("S1103", "Ridgeline Montréal", "RL-CAFR", { addressLine1: "1455 rue Peel", city: "Montréal", postalCode: "H3A 1T5", country: "CA" }, 45.500503, -73.574702, "+15145550113"),
  london: store("S1201", "Ridgeline London Covent Garden", "RL-GB", { addressLine1: "28 Long Acre", city: "London", postalCode: "WC2E 9LZ", country: "GB" }, 51.512708, -0.124601, "+442079460121"),
  manchester: store("S1202", "Ridgeline Manchester", "RL-GB", { addressLine1: "58 King Street", city: "Manchester", postalCode: "M2 4LY", country: "GB" }, 53.481002, -2.244003, "+441614960122"),
  berlin: store("S1301", "Ridgeline Berlin", "RL-DE", { addressLine1: "Tauentzienstraße 9", city: "Berlin", postalCode: "10789", country: "DE" }, 52.502204, 13.338701, "+493055501301"),
  hamburg: store("S1303", "Ridgeline Hamburg", "RL-DE", { addressLine1: "Mönckebergstraße 11", city: "Hamburg", postalCode: "20095", country: "DE" }, 53.550703, 10.000302, "+494055501303"),
} satisfies Record<string, StoreAnswer>;

/** A store of a search's answer: the store and its distance from the origin. */
export const found = (answer: StoreAnswer, distance: number): FoundStore => ({ ...answer, distance });

/** A search's answer from a place, stores nearest first. */
export function searchAnswer(origin: Partial<StoreSearchAnswer["origin"]>, unit: StoreSearchAnswer["unit"], stores: FoundStore[]): StoreSearchAnswer {
  return { origin: { latitude: 0, longitude: 0, postalCode: null, country: null, place: null, ...origin }, radius: 500, unit, stores, total: stores.length };
}

export const NEAR_10012 = searchAnswer({ latitude: 40.7255, longitude: -73.9983, postalCode: "10012", country: "US", place: "New York" }, "mi", [found(STORES.soho, 0.3), found(STORES.boston, 190.2)]);
export const NEAR_BOSTON = searchAnswer({ latitude: STORES.boston.latitude, longitude: STORES.boston.longitude }, "mi", [found(STORES.boston, 0), found(STORES.soho, 190.4)]);
/** From Seattle, Vancouver (Canada) is nearer than any other US store. */
export const NEAR_98101 = searchAnswer({ latitude: 47.6101, longitude: -122.3344, postalCode: "98101", country: "US", place: "Seattle" }, "mi", [
  found(STORES.seattle, 0.1),
  found(STORES.vancouver, 119.6),
]);
export const NEAR_10789 = searchAnswer({ latitude: 52.5022, longitude: 13.3388, postalCode: "10789", country: "DE", place: "Berlin" }, "km", [found(STORES.berlin, 0.2), found(STORES.hamburg, 255.4)]);
export const NEAR_WC2E = searchAnswer({ latitude: 51.5115, longitude: -0.1232, postalCode: "WC2E 9LZ", country: "GB", place: "London" }, "km", [
  found(STORES.london, 0.1),
  found(STORES.manchester, 262.9),
]);
export const NEAR_H3A = searchAnswer({ latitude: 45.5048, longitude: -73.5772, postalCode: "H3A 1T5", country: "CA", place: "Montréal" }, "km", [found(STORES.montreal, 0.8)]);
export const NOWHERE_NEAR = (postalCode: string, country: string, unit: StoreSearchAnswer["unit"]) => searchAnswer({ postalCode, country }, unit, []);

/** The stores list of a country (`GET /consumers-v3/utilities/stores?country=`). */
export function storesOfCountry(country: string): { stores: StoreAnswer[]; total: number } {
  const stores = Object.values(STORES).filter((entry) => entry.address.country === country);
  return { stores, total: stores.length };
}
