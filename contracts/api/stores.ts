import { z } from "zod";
import { SITES } from "../sites.ts";

/**
 * Contracts of the Utilities and stores calls (commerce spec §3 "Other", §7 "Utilities,
 * stores, wishlists"): the country list, regional texts, stores and their employees,
 * collection points and store search. The spec shows none of these shapes; they are designed
 * for what the storefront's forms, store locator and pickup dialogs need. Requests drop
 * unknown fields; answers are strict.
 *
 * Regional texts: the spec's `GET {token}{countryCode}` is a configured path prefix (the
 * "token") with the country code appended. The reference backend's prefix is
 * `REGIONAL_TEXTS_PATH`, so the call is `GET /consumers-v3/utilities/regionalTexts/CA`.
 */
export { REGIONAL_TEXTS_PATH } from "./commerce-constants.ts";

export const SEARCH_DEFAULT_RADIUS = 50;
export const SEARCH_MAX_RADIUS = 500;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
export const DISTANCE_UNITS = ["km", "mi"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "must be a two-letter country code");
/** A BCP 47 language or language-region tag (`fr`, `fr-CA`). */
export const localeSchema = z.string().regex(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/, "must be a locale such as en-US");

// ---- requests --------------------------------------------------------------------------------

/** GET /consumers-v3/utilities/countryList: names in `locale` (English by default). */
export const countryListQuery = z.object({ locale: localeSchema.optional() });

/** GET /consumers-v3/utilities/regionalTexts/{countryCode}: texts in `locale`'s language when there are some. */
export const regionalTextsQuery = z.object({ locale: localeSchema.optional() });

/** GET /consumers-v3/utilities/stores: every store, or those of a site or country. */
export const storeListQuery = z.object({ siteId: z.enum(SITE_IDS).optional(), country: countryCodeSchema.optional() });

const latitude = z.number().finite().min(-90).max(90);
const longitude = z.number().finite().min(-180).max(180);

/**
 * Where to search from: coordinates (the browser's location), or a postal code with its
 * country. A radius in `unit` (km, or mi by default in the US and Great Britain).
 */
const locationFields = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  postalCode: z.string().trim().min(2).max(12).optional(),
  country: countryCodeSchema.optional(),
  radius: z.number().finite().positive().max(SEARCH_MAX_RADIUS).optional(),
  limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).optional(),
  unit: z.enum(DISTANCE_UNITS).optional(),
});

function refineLocation(search: z.output<typeof locationFields>, ctx: z.RefinementCtx): void {
  const hasCoordinates = search.latitude !== undefined || search.longitude !== undefined;
  if (hasCoordinates && (search.latitude === undefined || search.longitude === undefined)) {
    ctx.addIssue({ code: "custom", path: [search.latitude === undefined ? "latitude" : "longitude"], message: "latitude and longitude go together" });
  }
  if (hasCoordinates && search.postalCode !== undefined) ctx.addIssue({ code: "custom", path: ["postalCode"], message: "send coordinates or a postal code, not both" });
  if (!hasCoordinates && search.postalCode === undefined) ctx.addIssue({ code: "custom", path: ["postalCode"], message: "send latitude and longitude, or a postal code and country" });
  if (search.postalCode !== undefined && search.country === undefined) ctx.addIssue({ code: "custom", path: ["country"], message: "required with a postal code" });
}

/** POST /stores/v1/collectionPoints: pick-up-drop-off points near a place. */
export const collectionPointsRequest = locationFields.superRefine(refineLocation);

/**
 * POST /stores/v1/search: stores near a place, nearest first. `siteId` keeps a site's stores;
 * `productId` (a variant) adds each store's stock of it as `storeInventory`, and with
 * `inStockOnly` keeps only stores that have some (the pickup-in-store dialog).
 */
export const storeSearchRequest = locationFields
  .extend({
    siteId: z.enum(SITE_IDS).optional(),
    productId: z.string().regex(/^[A-Z0-9]{11}$/, "must be the 11-character product id of a colour and size").optional(),
    inStockOnly: z.boolean().optional(),
  })
  .superRefine(refineLocation);

export type LocationSearch = z.output<typeof collectionPointsRequest>;
export type StoreSearchRequest = z.output<typeof storeSearchRequest>;

// ---- answers ---------------------------------------------------------------------------------

const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
/** Opening hours per day: `HH:MM-HH:MM` or `closed`. */
export const openingHoursAnswer = z.strictObject(
  Object.fromEntries(DAYS.map((day) => [day, z.string().regex(/^(\d{2}:\d{2}-\d{2}:\d{2}|closed)$/)])) as Record<(typeof DAYS)[number], z.ZodString>,
);

export const countryAnswer = z.strictObject({
  code: z.string().regex(/^[A-Z]{2}$/),
  /** In the requested locale. */
  name: z.string().min(1),
  /** Phone code entry (content spec §3): code, dialCode, mask. */
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  mask: z.string().min(1),
  /** Every accepted mask; the phone validator derives a digit range from them. */
  masks: z.array(z.string().min(1)).min(1),
  postalCodePattern: z.string().nullable(),
  /** The regional site that sells to this country, if any. */
  siteId: z.string().nullable(),
});
export const countryListAnswer = z.strictObject({ countries: z.array(countryAnswer) });

export const regionAnswer = z.strictObject({ code: z.string().min(1), name: z.string().min(1) });
export const regionalTextsAnswer = z.strictObject({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** The language of the texts (the requested one, else the country's default). */
  language: z.string().regex(/^[a-z]{2}$/),
  texts: z.strictObject({
    regionLabel: z.string().min(1),
    postalCodeLabel: z.string().min(1),
    postalCodeExample: z.string().min(1),
    phoneLabel: z.string().min(1),
    taxNotice: z.string().min(1),
    shippingNotice: z.string().min(1),
  }),
  /** The address form needs a region (state, province). */
  regionRequired: z.boolean(),
  regions: z.array(regionAnswer),
});

export const storeAddressAnswer = z.strictObject({
  addressLine1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/),
});

export const storeAnswer = z.strictObject({
  id: z.string(),
  name: z.string(),
  siteId: z.string(),
  address: storeAddressAnswer,
  /** Degrees. */
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  hours: openingHoursAnswer,
});
export const storeListAnswer = z.strictObject({ stores: z.array(storeAnswer), total: z.number().int().min(0) });

/** An associate as other staff see them: the id they sign in with and a short display name. */
export const storeEmployeeAnswer = z.strictObject({ id: z.string(), name: z.string() });
export const storeEmployeesAnswer = z.strictObject({ storeId: z.string(), storeName: z.string(), employees: z.array(storeEmployeeAnswer) });

/** The point searched from: the given coordinates, or the centre of the postal code's area. */
export const searchOriginAnswer = z.strictObject({
  latitude: z.number(),
  longitude: z.number(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** The area a postal code was placed in (`Boston`); null for coordinates. */
  place: z.string().nullable(),
});

const distance = z.number().min(0);

export const collectionPointAnswer = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["locker", "post-office", "partner-shop"]),
  carrier: z.string(),
  address: storeAddressAnswer,
  latitude: z.number(),
  longitude: z.number(),
  /** From the origin, in the answer's unit, to one decimal. */
  distance,
  hours: openingHoursAnswer,
});
export const collectionPointsAnswer = z.strictObject({
  origin: searchOriginAnswer,
  radius: z.number().positive(),
  unit: z.enum(DISTANCE_UNITS),
  collectionPoints: z.array(collectionPointAnswer),
  total: z.number().int().min(0),
});

export const storeSearchResultAnswer = storeAnswer.extend({
  distance,
  /** Units of the requested variant in this store; only with `productId`. */
  storeInventory: z.number().int().min(0).optional(),
});
export const storeSearchAnswer = z.strictObject({
  origin: searchOriginAnswer,
  radius: z.number().positive(),
  unit: z.enum(DISTANCE_UNITS),
  stores: z.array(storeSearchResultAnswer),
  total: z.number().int().min(0),
});

export type CountryAnswer = z.infer<typeof countryAnswer>;
export type RegionalTextsAnswer = z.infer<typeof regionalTextsAnswer>;
export type StoreAnswer = z.infer<typeof storeAnswer>;
export type SearchOriginAnswer = z.infer<typeof searchOriginAnswer>;
export type CollectionPointAnswer = z.infer<typeof collectionPointAnswer>;
export type StoreSearchResultAnswer = z.infer<typeof storeSearchResultAnswer>;

/** Answers of the stores calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const storesContracts: Record<string, z.ZodType> = {
  countryList: countryListAnswer,
  regionalTexts: regionalTextsAnswer,
  storeList: storeListAnswer,
  storeEmployees: storeEmployeesAnswer,
  collectionPoints: collectionPointsAnswer,
  storeSearch: storeSearchAnswer,
};
