import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import {
  countryCodeSchema,
  countryListQuery,
  regionalTextsQuery,
  storeListQuery,
  type CountryAnswer,
  type RegionalTextsAnswer,
} from "../../contracts/api/stores.ts";
import { countries, regionalTexts, storeEmployees, stores } from "../db/schema.ts";
import { readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { storeAnswerOf } from "./store-answer.ts";

/** Reference data changes with a deployment, not per shopper: shared caches may keep it a while. */
const PUBLIC_CACHE = "public, max-age=300";

/** The language of a locale (`fr-CA` → `fr`); English without one. */
export const languageOf = (locale: string | undefined) => (locale ?? "en").slice(0, 2).toLowerCase();

/** A country's name in `locale`, from the runtime's CLDR data; the stored English name when it has none. */
export function countryName(code: string, englishName: string, locale: string | undefined): string {
  if (!locale) return englishName;
  try {
    const name = new Intl.DisplayNames([locale.replace("_", "-")], { type: "region", fallback: "none" }).of(code);
    return name ?? englishName;
  } catch {
    return englishName;
  }
}

/**
 * The regional texts to answer: the shopper's language when the country has texts in it, else
 * the country's default language. Pure: `available` are the languages stored for the country.
 */
export function pickLanguage(available: readonly string[], wanted: string, countryDefault: string): string | undefined {
  if (available.includes(wanted)) return wanted;
  if (available.includes(countryDefault)) return countryDefault;
  return available[0];
}

/**
 * Utilities (commerce spec §7): the country list, regional texts (`{token}{countryCode}`, with
 * the token `/consumers-v3/utilities/regionalTexts/`), stores, and a store's employees.
 * Reference data is public (no token needed); a store's employees are staff data, shown only to
 * associates signed in at that store.
 */
export function registerUtilitiesRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  api.on("GET", "/consumers-v3/utilities/countryList", async (c) => {
    const { locale } = readQuery(c, countryListQuery);
    const rows = await db.select().from(countries);
    const collator = new Intl.Collator(locale?.replace("_", "-") ?? "en");
    const answer: CountryAnswer[] = rows
      .map((row) => ({
        code: row.code,
        name: countryName(row.code, row.name, locale),
        dialCode: row.dialCode,
        mask: row.phoneMasks[0]!,
        masks: row.phoneMasks,
        postalCodePattern: row.postalCodePattern,
        siteId: row.siteId,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    c.header("cache-control", PUBLIC_CACHE);
    return c.json({ countries: answer });
  });

  api.on("GET", "/consumers-v3/utilities/regionalTexts/:countryCode", async (c) => {
    const code = parseCountryCode(c);
    const { locale } = readQuery(c, regionalTextsQuery);
    const [country] = await db.select().from(countries).where(eq(countries.code, code));
    const entries = country ? await db.select().from(regionalTexts).where(eq(regionalTexts.countryCode, code)) : [];
    const language = pickLanguage(entries.map((entry) => entry.language), languageOf(locale), country?.defaultLanguage ?? "en");
    const entry = entries.find((candidate) => candidate.language === language);
    if (!country || !entry) throw new ApiError(404, "API404", `No regional texts for ${code}`, { field: "countryCode" });
    const answer: RegionalTextsAnswer = {
      countryCode: code,
      language: entry.language,
      texts: entry.texts as RegionalTextsAnswer["texts"],
      regionRequired: entry.regionRequired,
      regions: entry.regions,
    };
    c.header("cache-control", PUBLIC_CACHE);
    return c.json(answer);
  });

  api.on("GET", "/consumers-v3/utilities/stores", async (c) => {
    const query = readQuery(c, storeListQuery);
    const rows = await db
      .select()
      .from(stores)
      .where(and(query.siteId ? eq(stores.siteId, query.siteId) : undefined, query.country ? eq(stores.country, query.country) : undefined))
      .orderBy(asc(stores.id));
    c.header("cache-control", PUBLIC_CACHE);
    return c.json({ stores: rows.map(storeAnswerOf), total: rows.length });
  });

  api.on("GET", "/consumers-v3/utilities/stores/:storeId/employees", async (c) => {
    const identity = requireIdentity(c, deps);
    const storeId = c.req.param("storeId") ?? "";
    const [store] = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, storeId));
    if (!store) throw new ApiError(404, "STR404", "No store with this id", { field: "storeId" });
    if (identity.kind !== "agent" || identity.storeId !== store.id) throw new ApiError(403, "AUT432", "Only associates signed in at this store see its employees");
    const employees = await db.select({ id: storeEmployees.id, name: storeEmployees.name }).from(storeEmployees).where(eq(storeEmployees.storeId, store.id)).orderBy(asc(storeEmployees.id));
    c.header("cache-control", "private, no-store");
    return c.json({ storeId: store.id, storeName: store.name, employees });
  });
}

function parseCountryCode(c: Context): string {
  const parsed = countryCodeSchema.safeParse(c.req.param("countryCode"));
  if (!parsed.success) throw new ApiError(400, "ATTR300", "countryCode: must be a two-letter country code", { field: "countryCode" });
  return parsed.data;
}
