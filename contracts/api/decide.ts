import { z } from "zod";
import { decideActionAnswer, decideAnswer, recommendationItemAnswer } from "./decide-answer.ts";
import { EVENT_TYPES, MAX_EVENTS, MAX_RECOMMENDATIONS, prefixedEventType, type EventTypeName } from "./decide-event-types.ts";

/**
 * Contract of the personalisation decide call (content spec §3, §7; commerce spec §7
 * Personalisation): `POST /api/engine/v1/decide/{brand}` with `{ monetateId, customerId?,
 * channel, events }`, answered `{ monetateId, responses: [{ requestId, actions }] }`.
 * Shared by the reference engine (backend/personalisation) and the storefront's client.
 *
 * Event types are the spec's names. Each may also be sent with the Monetate-style prefix that
 * real engines use (`monetate:context:PageView`, `monetate:decision:DecisionRequest`,
 * `monetate:record:RecClicks`); the engine treats both alike. Requests are lenient about extra
 * fields (dropped); answers are strict. Amounts in answers are decimal currency units (19.99).
 *
 * The request side is here, in classic zod: only the engine checks it. The browser imports the
 * event types (decide-event-types.ts, no zod) directly, and only the types of the answer
 * (decide-answer-contract.ts), which the BFF checks: its bundle holds no zod (decision 0013).
 * Both are re-exported here.
 */

export * from "./decide-event-types.ts";
export * from "./decide-answer.ts";

const text = (max: number) => z.string().trim().min(1).max(max);
/** Visitor ids: the storefront's cookie is a UUID; Monetate-style ids look like `2.123.456`. */
const visitorId = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/, "must be 1 to 128 letters, digits or . _ : -");
/** A line value: a decimal string ("59.98") or a number, in currency units; kept in minor units. */
const lineValue = z
  .union([z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, "must be an amount such as 59.98"), z.number().min(0).max(999_999_999)])
  .transform((value) => Math.round(Number(value) * 100));
const currency = z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter currency code");
const productReference = z.object({ productId: text(64), sku: text(64).optional() });
const purchaseLine = z.object({
  pid: text(64),
  sku: text(64).optional(),
  quantity: z.number().int().min(1).max(999_999),
  value: lineValue,
  currency,
});
const recToken = text(256);

const pageView = z.object({
  eventType: z.literal("PageView"),
  url: text(2048),
  pageType: text(64),
  breadcrumbs: z.array(text(256)).max(20).default([]),
  categories: z.array(text(64)).max(50).default([]),
});
const decisionRequest = z.object({ eventType: z.literal("DecisionRequest"), requestId: text(128), includeReporting: z.boolean().default(false) });
const screenSize = z.object({ eventType: z.literal("ScreenSize"), height: z.number().int().min(0).max(100_000), width: z.number().int().min(0).max(100_000) });
const language = z.object({ eventType: z.literal("Language"), language: z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, "must be a language tag such as en-US") });
const userAgent = z.object({ eventType: z.literal("UserAgent"), userAgent: text(1024) });
const ipAddress = z.object({ eventType: z.literal("IpAddress"), ipAddress: z.string().regex(/^[0-9A-Fa-f.:]{2,45}$/, "must be an IP address") });
const productDetailView = z.object({ eventType: z.literal("ProductDetailView"), products: z.array(productReference).min(1).max(50) });
const referrer = z.object({ eventType: z.literal("Referrer"), referrer: z.string().max(2048) });
const coordinates = z.object({ eventType: z.literal("Coordinates"), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
const searchView = z.object({
  eventType: z.literal("SearchView"),
  searchTerm: z.string().trim().max(256),
  searchTermType: z.enum(["text"]).default("text"),
  searchType: z.enum(["site"]).default("site"),
});
const cart = z.object({ eventType: z.literal("Cart"), cartLines: z.array(purchaseLine).max(200) });
const purchase = z.object({ eventType: z.literal("Purchase"), purchaseId: text(64), purchaseLines: z.array(purchaseLine).min(1).max(200) });
const customVariables = z.object({
  eventType: z.literal("CustomVariables"),
  customVariables: z.array(z.object({ variable: text(64), value: z.string().trim().max(256) })).max(50),
});
const productThumbnailView = z.object({ eventType: z.literal("ProductThumbnailView"), products: z.array(productReference).min(1).max(200) });
const recImpressions = z.object({ eventType: z.literal("RecImpressions"), recImpressions: z.array(recToken).min(1).max(MAX_RECOMMENDATIONS * 2) });
/** RecClicks carries the clicked item's recToken; a list (as real engines take it) or one token. */
const recClicks = z.object({
  eventType: z.literal("RecClicks"),
  recClicks: z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(recToken).min(1).max(10)),
});
const pageEvents = z.object({ eventType: z.literal("PageEvents"), pageEvents: z.array(z.string().regex(/^[A-Za-z0-9 _.:-]{1,64}$/, "must be 1 to 64 letters, digits, spaces or . _ : -")).min(1).max(50) });

/** `monetate:context:PageView` → `PageView`; anything else as it is (and then refused if unknown). */
function withBareEventType(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const type = (value as { eventType?: unknown }).eventType;
  if (typeof type !== "string") return value;
  const name = type.slice(type.lastIndexOf(":") + 1);
  if (Object.hasOwn(EVENT_TYPES, name) && type === prefixedEventType(name as EventTypeName)) return { ...value, eventType: name };
  return value;
}

export const decideEvent = z.preprocess(
  withBareEventType,
  z.discriminatedUnion("eventType", [
    pageView, decisionRequest, screenSize, language, userAgent, ipAddress, productDetailView, referrer, coordinates,
    searchView, cart, purchase, customVariables, productThumbnailView, recImpressions, recClicks, pageEvents,
  ]),
);
export type DecideEvent = z.output<typeof decideEvent>;

export const decideRequest = z.object({
  monetateId: visitorId,
  /** A logged-in shopper's consumer id; anonymous shoppers send none (content spec §6). */
  customerId: text(64).optional(),
  channel: text(128),
  events: z.array(decideEvent).min(1).max(MAX_EVENTS),
});
export type DecideRequest = z.output<typeof decideRequest>;

/** `{brand}` of the path: lower-case letters, digits and dashes. */
export const brandSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be a brand such as ridgeline");

/** Answer contracts by name, for `/fapi/api/validate-response/{contract}`. */
export const personalisationContracts: Record<string, z.core.$ZodType> = {
  decide: decideAnswer,
  decideAction: decideActionAnswer,
  recommendationItem: recommendationItemAnswer,
};
