import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { SITES, type SiteConfig } from "../contracts/sites.ts";

/**
 * Data of the front-end API's components (`/fapi/components/*`, `/fapi/pages/location-selector`):
 * fixtures in `fixtures/fapi/` (shared files, and `{siteId}/` folders for per-site texts),
 * validated once at start so that a broken file stops the server rather than a page. The
 * answer schemas are the contracts of these endpoints; builders are pure (site in, answer out).
 */

export const FAPI_FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/fapi");

const LANGUAGES = ["en", "fr", "de"] as const;
type Language = (typeof LANGUAGES)[number];
const text = z.string().trim().min(1);
const storefrontPath = z.string().regex(/^\/[^\s]*$/, "a storefront path");
const link = z.strictObject({ label: text, url: storefrontPath });
const perLanguage = <T extends z.ZodType>(schema: T) => z.strictObject({ en: schema, fr: schema, de: schema });
const languageOf = (site: SiteConfig): Language => ((LANGUAGES as readonly string[]).includes(site.language) ? (site.language as Language) : "en");

// ---- collections: layout presets of collection blocks (content spec §3 Collection) -------------

const collectionBreakpoint = z.strictObject({
  type: z.enum(["carousel", "grid"]),
  /** Percent of the row a slide or cell takes. */
  slideWidth: z.number().positive().max(100),
  /** Pixels between slides. */
  slidePadding: z.number().int().min(0).max(64),
  autoplay: z.boolean(),
  /** Milliseconds per slide when autoplaying (0 otherwise). */
  autorotateTime: z.number().int().min(0).max(60_000),
  loop: z.boolean(),
  showArrows: z.boolean(),
  showIndicators: z.boolean(),
  showProgress: z.boolean(),
});
export const collectionsAnswer = z.strictObject({
  presets: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.strictObject({ sm: collectionBreakpoint, md: collectionBreakpoint, lg: collectionBreakpoint })),
});

// ---- foot sizes: shoe size conversion (profile preferredShoeSize, size pickers) -----------------

const FOOT_SYSTEMS = ["US", "UK", "EU", "CM"] as const;
const footSizeRow = z.strictObject({ US: text, UK: text, EU: text, CM: text });
const footSizesFile = z.strictObject({
  systems: z.array(z.enum(FOOT_SYSTEMS)).min(1),
  defaultSystemByCountry: z.record(z.string().regex(/^[A-Z]{2}$/), z.enum(FOOT_SYSTEMS)),
  labels: perLanguage(z.strictObject({ systems: z.strictObject({ US: text, UK: text, EU: text, CM: text }), charts: z.record(z.string(), text) })),
  charts: z.record(z.string().regex(/^[a-z]+$/), z.array(footSizeRow).min(1)),
});
export const footSizesAnswer = z.strictObject({
  siteId: z.string(),
  /** The system this site's shoppers read first. */
  defaultSystem: z.enum(FOOT_SYSTEMS),
  systems: z.array(z.strictObject({ id: z.enum(FOOT_SYSTEMS), label: text })),
  charts: z.array(z.strictObject({ id: z.string(), label: text, sizes: z.array(footSizeRow) })),
});

// ---- size charts by product type --------------------------------------------------------------

const range = z.tuple([z.number().positive(), z.number().positive()]).refine(([min, max]) => min <= max, "min above max");
const sizeChartFile = z.strictObject({
  /** Countries whose shoppers measure in inches; centimetres elsewhere. */
  inchCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  labels: perLanguage(z.strictObject({ titles: z.record(z.string(), text), columns: z.record(z.string(), text), size: text })),
  charts: z.record(
    z.string().regex(/^[a-z][a-z-]*$/),
    z.strictObject({
      columns: z.array(z.string()).min(1),
      /** Body measurements in centimetres, [min, max]. */
      rows: z.array(z.strictObject({ size: text, measurements: z.record(z.string(), range) })).min(1),
    }),
  ),
});
export const sizeChartAnswer = z.strictObject({
  productType: z.string(),
  siteId: z.string(),
  title: text,
  unit: z.enum(["cm", "in"]),
  sizeLabel: text,
  columns: z.array(z.strictObject({ key: z.string(), label: text })),
  rows: z.array(z.strictObject({ size: z.string(), measurements: z.record(z.string(), z.strictObject({ min: z.number(), max: z.number() })) })),
});

// ---- search, utility: per site ------------------------------------------------------------------

const searchFile = z.strictObject({
  placeholder: text,
  minQueryLength: z.number().int().min(1).max(10),
  /** Wait after typing before asking for suggestions. */
  debounceMs: z.number().int().min(0).max(2000),
  suggestionLimits: z.strictObject({ products: z.number().int().min(0).max(20), categories: z.number().int().min(0).max(20), articles: z.number().int().min(0).max(20) }),
  popularSearches: z.array(link).max(20),
  quickLinks: z.array(link).max(20),
});
export const searchComponentAnswer = searchFile.extend({ siteId: z.string() });

const utilityFile = z.strictObject({
  links: z.array(z.strictObject({ id: z.string().regex(/^[a-z][a-z-]*$/), label: text, url: storefrontPath, icon: z.string().regex(/^[a-z][a-z-]*$/) })).max(12),
});
const siteSummary = z.strictObject({
  siteId: z.string(),
  localePath: z.string(),
  /** The site's home page. */
  url: storefrontPath,
  country: z.string(),
  /** In the site's own language ("Deutschland"), as a shopper looking for it would read it. */
  countryName: text,
  language: z.string(),
  languageName: text,
  currency: z.string(),
});
export const utilityAnswer = utilityFile.extend({
  siteId: z.string(),
  /** What the utility bar shows for the location selector (the current site). */
  locationSelector: siteSummary,
});

// ---- location selector --------------------------------------------------------------------------

const locationSelectorFile = z.strictObject({
  texts: perLanguage(z.strictObject({ title: text, intro: text, regions: z.strictObject({ NORA: text, EMEA: text }) })),
});
export const locationSelectorAnswer = z.strictObject({
  title: text,
  intro: text,
  currentSiteId: z.string(),
  regions: z.array(z.strictObject({ id: z.enum(["NORA", "EMEA"]), label: text, sites: z.array(siteSummary.extend({ current: z.boolean() })) })),
});

// ---- loading ---------------------------------------------------------------------------------------

export interface FapiComponents {
  collections: z.output<typeof collectionsAnswer>;
  footSizes: z.output<typeof footSizesFile>;
  sizeCharts: z.output<typeof sizeChartFile>;
  locationSelector: z.output<typeof locationSelectorFile>;
  search: Map<string, z.output<typeof searchFile>>;
  utility: Map<string, z.output<typeof utilityFile>>;
}

function readJson<T extends z.ZodType>(dir: string, file: string, schema: T): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`fixtures/fapi/${file}: ${issue.path.join(".")}: ${issue.message}`);
}

/** Reads and validates every component fixture (once, at start): every site needs its own search and utility files. */
export function loadFapiComponents(dir: string = FAPI_FIXTURES_DIR): FapiComponents {
  const sizeCharts = readJson(dir, "size-charts.json", sizeChartFile);
  for (const [type, chart] of Object.entries(sizeCharts.charts)) {
    for (const language of LANGUAGES) {
      const labels = sizeCharts.labels[language];
      if (!labels.titles[type]) throw new Error(`fixtures/fapi/size-charts.json: labels.${language}.titles.${type}: missing`);
      for (const column of chart.columns) if (!labels.columns[column]) throw new Error(`fixtures/fapi/size-charts.json: labels.${language}.columns.${column}: missing`);
    }
    for (const row of chart.rows) for (const column of chart.columns) if (!row.measurements[column]) throw new Error(`fixtures/fapi/size-charts.json: charts.${type}: size ${row.size} has no ${column}`);
  }
  return {
    collections: readJson(dir, "collections.json", collectionsAnswer),
    footSizes: readJson(dir, "foot-sizes.json", footSizesFile),
    sizeCharts,
    locationSelector: readJson(dir, "location-selector.json", locationSelectorFile),
    search: new Map(SITES.map((site) => [site.siteId, readJson(dir, `${site.siteId}/search.json`, searchFile)])),
    utility: new Map(SITES.map((site) => [site.siteId, readJson(dir, `${site.siteId}/utility.json`, utilityFile)])),
  };
}

// ---- builders (pure) -------------------------------------------------------------------------------

export function siteSummaryOf(site: SiteConfig): z.output<typeof siteSummary> {
  const display = (type: "region" | "language", code: string) => new Intl.DisplayNames([site.locale], { type }).of(code) ?? code;
  return {
    siteId: site.siteId,
    localePath: site.localePath,
    url: `/${site.localePath}`,
    country: site.country,
    countryName: display("region", site.country),
    language: site.language,
    languageName: display("language", site.language),
    currency: site.currency,
  };
}

export function footSizesFor(data: FapiComponents["footSizes"], site: SiteConfig): z.output<typeof footSizesAnswer> {
  const labels = data.labels[languageOf(site)];
  return {
    siteId: site.siteId,
    defaultSystem: data.defaultSystemByCountry[site.country] ?? "EU",
    systems: data.systems.map((id) => ({ id, label: labels.systems[id] })),
    charts: Object.entries(data.charts).map(([id, sizes]) => ({ id, label: labels.charts[id] ?? id, sizes })),
  };
}

export const CM_PER_INCH = 2.54;
/** Inches to the nearest quarter: finer than anyone measures, coarse enough to read. */
const toInches = (cm: number) => Math.round((cm / CM_PER_INCH) * 4) / 4;

/** A product type's size chart in the site's language and unit; undefined for an unknown type. */
export function sizeChartFor(data: FapiComponents["sizeCharts"], productType: string, site: SiteConfig): z.output<typeof sizeChartAnswer> | undefined {
  if (!Object.hasOwn(data.charts, productType)) return undefined;
  const chart = data.charts[productType]!;
  const labels = data.labels[languageOf(site)];
  const unit = data.inchCountries.includes(site.country) ? "in" : "cm";
  const convert = (cm: number) => (unit === "in" ? toInches(cm) : cm);
  return {
    productType,
    siteId: site.siteId,
    title: labels.titles[productType]!,
    unit,
    sizeLabel: labels.size,
    columns: chart.columns.map((key) => ({ key, label: labels.columns[key]! })),
    rows: chart.rows.map((row) => ({
      size: row.size,
      measurements: Object.fromEntries(chart.columns.map((key) => [key, { min: convert(row.measurements[key]![0]), max: convert(row.measurements[key]![1]) }])),
    })),
  };
}

export function utilityFor(data: FapiComponents["utility"], site: SiteConfig): z.output<typeof utilityAnswer> {
  return { siteId: site.siteId, ...data.get(site.siteId)!, locationSelector: siteSummaryOf(site) };
}

export function searchComponentFor(data: FapiComponents["search"], site: SiteConfig): z.output<typeof searchComponentAnswer> {
  return { siteId: site.siteId, ...data.get(site.siteId)! };
}

/** Every regional site, grouped by region, in the current site's language; the current one marked. */
export function locationSelectorFor(data: FapiComponents["locationSelector"], current: SiteConfig, sites: readonly SiteConfig[] = SITES): z.output<typeof locationSelectorAnswer> {
  const texts = data.texts[languageOf(current)];
  const regionIds = [...new Set(sites.map((site) => site.region))];
  return {
    title: texts.title,
    intro: texts.intro,
    currentSiteId: current.siteId,
    regions: regionIds.map((id) => ({
      id,
      label: texts.regions[id],
      sites: sites.filter((site) => site.region === id).map((site) => ({ ...siteSummaryOf(site), current: site.siteId === current.siteId })),
    })),
  };
}
