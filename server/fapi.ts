import { Hono, type Context } from "hono";
import { z } from "zod";
import { SITES, siteById } from "../contracts/sites.ts";
import { findContract } from "../contracts/api/registry.ts";
import { FrontApiError, type ServerFrontApi } from "../src/app/front-api/front-api.server.ts";
import {
  footSizesFor,
  loadFapiComponents,
  locationSelectorFor,
  searchComponentFor,
  sizeChartFor,
  utilityFor,
  type FapiComponents,
} from "./fapi-components.ts";
import { BEACON_BUFFER_SIZE, BEACON_MAX_BYTES, RingBuffer, beaconRequest, type StoredBeacon } from "./fapi-ingest.ts";
import { errorResponse } from "../contracts/errors/error-body.ts";

/** Answers to validate can be whole carts or orders: larger than a request, still bounded. */
export const VALIDATE_MAX_BYTES = 256 * 1024;
/** A failing answer lists at most this many issues (the first ones are what a developer fixes first). */
export const VALIDATE_MAX_ISSUES = 50;

export interface FapiOptions {
  /** The front-end API's functions (src/app/front-api/front-api.server.ts): pages, pop-ups, articles. */
  frontApi: ServerFrontApi;
  /** Accept timing beacons at `/performance/ingest` (FEATURE_CLIENT_INGEST); off by default. */
  clientIngest?: boolean;
  /** The component fixtures; `fixtures/fapi/` by default, read once. */
  components?: FapiComponents;
  /** The shopper's audience on a site, from the request's session (server/shopper-facts.ts); a guest's without. */
  audienceOf?: (c: Context, siteId: string) => Promise<unknown>;
  /** Where accepted timing beacons go; a new buffer by default. */
  beacons?: RingBuffer<StoredBeacon>;
}

const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];
const siteQuery = z.object({ siteId: z.enum(SITE_IDS) });
const optionalSiteQuery = z.object({ siteId: z.enum(SITE_IDS).optional() });
/** Fixture-backed answers change with a deployment only. */
const STATIC_CACHE = "public, max-age=300";

let defaultComponents: FapiComponents | undefined;

/**
 * The storefront's internal front-end API (commerce spec §7): what browser code calls on its
 * own origin. Components and the location selector come from `fixtures/fapi/`; pages and the
 * footer from the content service; the timing beacon is taken only when its flag is on; and
 * validate-response checks a body against a named contract of the shared registry.
 */
export function createFapi(options: FapiOptions) {
  const fapi = new Hono();
  const { frontApi } = options;
  const components = options.components ?? (defaultComponents ??= loadFapiComponents());
  const beacons = options.beacons ?? new RingBuffer<StoredBeacon>(BEACON_BUFFER_SIZE);
  const badQuery = (c: Context, expected: string) => errorResponse(c, 400, "API400", `Expected ${expected}`);

  fapi.get("/server/time", (c) => c.json({ timestamp: Date.now() }));

  // The shopper's audience facts, for sites that resolve segmentation in the browser (their
  // HTML carries no shopper state), from the session the BFF keeps.
  fapi.get("/session/audience", (c) => {
    const query = siteQuery.safeParse(c.req.query());
    if (!query.success) return badQuery(c, "?siteId= one of the sites");
    return answer(c, options.audienceOf ? options.audienceOf(c, query.data.siteId) : frontApi.audience(query.data.siteId), "private, no-store");
  });

  // ---- components ------------------------------------------------------------------------------

  // The site's pop-ups for the pop-up manager block (published content only).
  fapi.get("/popups", (c) => {
    const query = siteQuery.safeParse(c.req.query());
    if (!query.success) return badQuery(c, "?siteId= one of the sites");
    return answer(c, frontApi.popUps(query.data.siteId));
  });

  // Article search for the article blocks' paging in the browser: published content only.
  fapi.get("/components/articles/:siteId", (c) => answer(c, frontApi.articlesFromQuery(c.req.param("siteId"), c.req.queries())));

  fapi.get("/components/collections", (c) => {
    c.header("cache-control", STATIC_CACHE);
    return c.json(components.collections);
  });

  fapi.get("/components/foot-sizes", (c) => {
    const query = optionalSiteQuery.safeParse(c.req.query());
    if (!query.success) return badQuery(c, "?siteId= one of the sites, or none");
    c.header("cache-control", STATIC_CACHE);
    return c.json(footSizesFor(components.footSizes, siteById(query.data.siteId)));
  });

  fapi.get("/components/size-chart/:productType", (c) => {
    const query = optionalSiteQuery.safeParse(c.req.query());
    const productType = c.req.param("productType");
    if (!query.success || !/^[a-z][a-z-]{0,39}$/.test(productType)) return badQuery(c, "a product type (lower-case) and ?siteId= one of the sites, or none");
    const chart = sizeChartFor(components.sizeCharts, productType, siteById(query.data.siteId));
    if (!chart) return errorResponse(c, 404, "API404", `No size chart for ${productType}`);
    c.header("cache-control", STATIC_CACHE);
    return c.json(chart);
  });

  fapi.get("/components/search", (c) => {
    const query = siteQuery.safeParse(c.req.query());
    if (!query.success) return badQuery(c, "?siteId= one of the sites");
    c.header("cache-control", STATIC_CACHE);
    return c.json(searchComponentFor(components.search, siteById(query.data.siteId)));
  });

  fapi.get("/components/utility", (c) => {
    const query = siteQuery.safeParse(c.req.query());
    if (!query.success) return badQuery(c, "?siteId= one of the sites");
    c.header("cache-control", STATIC_CACHE);
    return c.json(utilityFor(components.utility, siteById(query.data.siteId)));
  });

  // The footer is content: one source, the content service's footer document of the site.
  fapi.get("/components/footer", async (c) => {
    const query = siteQuery.safeParse(c.req.query());
    if (!query.success) return badQuery(c, "?siteId= one of the sites");
    return answer(c, frontApi.footer(query.data.siteId));
  });

  // ---- pages -----------------------------------------------------------------------------------

  // Before `/pages/:page`: the selector lists the regional sites, in the current site's language.
  fapi.get("/pages/location-selector", (c) => {
    const query = optionalSiteQuery.safeParse(c.req.query());
    if (!query.success) return badQuery(c, "?siteId= one of the sites, or none");
    c.header("cache-control", STATIC_CACHE);
    return c.json(locationSelectorFor(components.locationSelector, siteById(query.data.siteId)));
  });

  const pageQuery = z.object({
    siteId: z.string().regex(/^[A-Z0-9-]{2,20}$/),
    view: z.enum(["children"]).optional(),
    mode: z.enum(["publish"]).default("publish"),
  });

  // `/fapi/pages/{page}`: a generic static page's document; with `?view=children`, its child
  // pages (for link lists). Published content only: preview never goes through the public API.
  fapi.get("/pages/:page", async (c) => {
    const query = pageQuery.safeParse(c.req.query());
    const page = c.req.param("page");
    if (!query.success || !/^[a-z0-9-]{1,80}$/.test(page)) return badQuery(c, "?siteId=… (and optionally view=children) and a page slug");
    return answer(c, query.data.view === "children" ? frontApi.childPages(query.data.siteId, page) : frontApi.page(query.data.siteId, page));
  });

  // ---- performance beacon ------------------------------------------------------------------------

  fapi.post("/performance/ingest", async (c) => {
    // Off: as if the path did not exist (clients send nothing then anyway).
    if (!options.clientIngest) return notFound(c);
    // A beacon comes from our own pages; sendBeacon cannot add a CSRF header, so the browser's
    // fetch metadata and Origin decide. Nothing but a ring buffer entry is at stake.
    if (isCrossSite(c)) return errorResponse(c, 403, "AUT432", "Beacons are accepted from the storefront's own pages only");
    // sendBeacon sends a string as text/plain; a Blob may be application/json.
    const read = await readJsonBody(c, BEACON_MAX_BYTES, /^(application\/json|text\/plain)\b/i);
    if (!read.ok) return read.response;
    const parsed = beaconRequest.safeParse(read.json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join(".");
      return errorResponse(c, 400, "ATTR300", field ? `${field}: ${issue.message}` : issue.message, { field: field || undefined });
    }
    beacons.push({ ...parsed.data, receivedAt: Date.now() });
    return c.body(null, 204);
  });

  // ---- validate-response -----------------------------------------------------------------------

  fapi.post("/api/validate-response/:contract", async (c) => {
    const name = c.req.param("contract");
    const contract = findContract(name);
    if (!contract) return errorResponse(c, 404, "API404", `No contract named ${name.slice(0, 100)}`);
    const read = await readJsonBody(c, VALIDATE_MAX_BYTES, /^application\/(.+\+)?json\b/i);
    if (!read.ok) return read.response;
    const result = z.safeParse(contract, read.json);
    c.header("cache-control", "no-store");
    if (result.success) return c.json({ valid: true });
    const issues = result.error.issues.slice(0, VALIDATE_MAX_ISSUES).map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
    return c.json({ valid: false, issues });
  });

  const notFound = (c: Context) => errorResponse(c, 404, "API404", `No front-end API ${c.req.method} ${c.req.path}`);
  fapi.notFound(notFound);
  return fapi;
}

/**
 * A front-end API answer as JSON (cacheable for a minute unless told otherwise); its
 * FrontApiError as the error body with that status and catalogue id.
 */
async function answer(c: Context, work: Promise<unknown>, cacheControl = "public, max-age=60") {
  try {
    const json = await work;
    c.header("cache-control", cacheControl);
    return c.json(json as object);
  } catch (error) {
    if (error instanceof FrontApiError) return errorResponse(c, error.status, error.errorId, error.message);
    throw error;
  }
}

function isCrossSite(c: Context): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = c.req.header("origin");
  return Boolean(origin && origin !== new URL(c.req.url).origin);
}

type JsonRead = { ok: true; json: unknown } | { ok: false; response: Response };

/** A JSON body of at most `maxBytes`: 415 for another type, 413 when larger, 400 when not JSON. */
async function readJsonBody(c: Context, maxBytes: number, contentTypes: RegExp): Promise<JsonRead> {
  if (!contentTypes.test(c.req.header("content-type") ?? "")) return { ok: false, response: errorResponse(c, 415, "API415", "Send the body as application/json") };
  const tooLarge = () => ({ ok: false as const, response: errorResponse(c, 413, "ATTR300", `The body exceeds ${maxBytes} bytes`) });
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) return tooLarge();
  const text = await readCapped(c.req.raw, maxBytes);
  if (text === undefined) return tooLarge();
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, response: errorResponse(c, 400, "ATTR300", "The body is not valid JSON") };
  }
}

/** The body as text, reading no more than `maxBytes` (a chunked body has no length to check first); undefined when larger. */
async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
