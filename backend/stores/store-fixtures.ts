import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { SITES } from "../../contracts/sites.ts";

/**
 * Seed data of the stores area: JSON files in `fixtures/commerce/stores/` (one record per
 * line), validated here at the edge. Coordinates are degrees × 1e6, like the stores of the
 * commerce seed.
 */

export const STORES_SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/commerce/stores");

const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];
const countryCode = z.string().regex(/^[A-Z]{2}$/);
const language = z.string().regex(/^[a-z]{2}$/);
const text = z.string().trim().min(1);
const latitudeE6 = z.number().int().min(-90_000_000).max(90_000_000);
const longitudeE6 = z.number().int().min(-180_000_000).max(180_000_000);
const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const hours = z.strictObject(Object.fromEntries(DAYS.map((day) => [day, z.string().regex(/^(\d{2}:\d{2}-\d{2}:\d{2}|closed)$/, "HH:MM-HH:MM or closed")])) as Record<(typeof DAYS)[number], z.ZodString>);

const regexSource = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, "not a regular expression");

export const countrySeedSchema = z.strictObject({
  code: countryCode,
  name: text,
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  /** X stands for a digit. */
  phoneMasks: z.array(z.string().regex(/^[X0-9 ()+-]*X[X0-9 ()+-]*$/, "a mask of X digits")).min(1),
  postalCodePattern: regexSource.nullable(),
  defaultLanguage: language,
  siteId: z.enum(SITE_IDS).nullable(),
});

export const regionalTextsSeedSchema = z.strictObject({
  countryCode,
  language,
  regionRequired: z.boolean(),
  texts: z.strictObject({ regionLabel: text, postalCodeLabel: text, postalCodeExample: text, phoneLabel: text, taxNotice: text, shippingNotice: text }),
  regions: z.array(z.strictObject({ code: text, name: text })),
});

export const postalAreaSeedSchema = z.strictObject({
  country: countryCode,
  prefix: z.string().regex(/^[A-Z0-9]{1,6}$/, "upper-case letters and digits, no spaces"),
  place: text,
  latitude: latitudeE6,
  longitude: longitudeE6,
});

export const collectionPointSeedSchema = z.strictObject({
  id: z.string().regex(/^CP-[A-Z]{2}-\d{4}$/),
  name: text,
  kind: z.enum(["locker", "post-office", "partner-shop"]),
  carrier: text,
  addressLine1: text,
  city: text,
  postalCode: text,
  country: countryCode,
  latitude: latitudeE6,
  longitude: longitudeE6,
  hours,
});

export const STORES_SEED_FILES = {
  countries: { file: "countries.json", schema: countrySeedSchema },
  regionalTexts: { file: "regional-texts.json", schema: regionalTextsSeedSchema },
  postalAreas: { file: "postal-areas.json", schema: postalAreaSeedSchema },
  collectionPoints: { file: "collection-points.json", schema: collectionPointSeedSchema },
} as const;

type Files = typeof STORES_SEED_FILES;
export type StoresSeed = { -readonly [K in keyof Files]: z.output<Files[K]["schema"]>[] };

/**
 * Reads and validates the files, and checks them against each other: unique keys, regional
 * texts in the country's default language for every country, postal codes of collection
 * points in their country's format. Fails naming the file and the field.
 */
export async function readStoresSeed(dir: string = STORES_SEED_DIR): Promise<StoresSeed> {
  const seed = {} as Record<string, unknown[]>;
  for (const [key, { file, schema }] of Object.entries(STORES_SEED_FILES)) {
    const parsed = z.array(schema).safeParse(JSON.parse(await readFile(path.join(dir, file), "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${file}: ${issue.path.join(".")}: ${issue.message}`);
    }
    seed[key] = parsed.data;
  }
  const data = seed as StoresSeed;
  const problems = consistencyProblems(data);
  if (problems.length) throw new Error(`stores seed: ${problems.join("; ")}`);
  return data;
}

export function consistencyProblems(seed: StoresSeed): string[] {
  const problems: string[] = [];
  const duplicates = (file: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${file}: duplicate ${key}`);
      seen.add(key);
    }
  };
  duplicates("countries.json", seed.countries.map((country) => country.code));
  duplicates("regional-texts.json", seed.regionalTexts.map((entry) => `${entry.countryCode}/${entry.language}`));
  duplicates("postal-areas.json", seed.postalAreas.map((area) => `${area.country}/${area.prefix}`));
  duplicates("collection-points.json", seed.collectionPoints.map((point) => point.id));

  const countries = new Map(seed.countries.map((country) => [country.code, country]));
  for (const country of seed.countries) {
    if (!seed.regionalTexts.some((entry) => entry.countryCode === country.code && entry.language === country.defaultLanguage)) {
      problems.push(`regional-texts.json: no ${country.defaultLanguage} texts for ${country.code} (its default language)`);
    }
  }
  for (const entry of seed.regionalTexts) if (!countries.has(entry.countryCode)) problems.push(`regional-texts.json: unknown country ${entry.countryCode}`);
  for (const area of seed.postalAreas) if (!countries.has(area.country)) problems.push(`postal-areas.json: unknown country ${area.country}`);
  for (const point of seed.collectionPoints) {
    const pattern = countries.get(point.country)?.postalCodePattern;
    if (!countries.has(point.country)) problems.push(`collection-points.json: ${point.id}: unknown country ${point.country}`);
    else if (pattern && !new RegExp(pattern).test(point.postalCode)) problems.push(`collection-points.json: ${point.id}: postal code ${point.postalCode} is not in ${point.country}'s format`);
  }
  return problems;
}
