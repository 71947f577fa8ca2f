import { z } from "zod/mini";

/**
 * The decide call's answer (content spec §3, §7): what the engine sends and the storefront's BFF
 * checks before passing it to the browser (server/bff/personalisation-route.ts). Strict: an
 * unknown field is refused. Amounts are decimal currency units (19.99). Re-exported by
 * decide-contract.ts with the request side. Browser code imports only its types (decision
 * 0013); it is in `zod/mini` from when the browser checked it too (decision 0010).
 */

const amount = z.number().check(z.gte(0));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/, "must be a 3-letter currency code"));

/** One entry per experience behind an action (content spec §3), when reporting was asked for. */
export const impressionReportingAnswer = z.strictObject({
  experience_id: z.string(),
  experience_name: z.string(),
  experience_label: z.string(),
  /** As configured; the storefront maps it for analytics (variant-label.ts: "Experiment" → A). */
  variant_label: z.string(),
});

export const recommendationPriceAnswer = z.strictObject({
  currency,
  lowCurrent: amount,
  highCurrent: amount,
  lowOriginal: amount,
  highOriginal: amount,
});

/** A recommended product (content spec §3 Recommendation item): always in stock online. */
export const recommendationItemAnswer = z.strictObject({
  /** Style id, also as itemGroupId. */
  id: z.string(),
  itemGroupId: z.string(),
  /** The first in-stock variant (11-character product id): what an upsell adds to the cart. */
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  /** Product page path on the request's site. */
  url: z.string(),
  /** Send back in RecImpressions and RecClicks; opaque to the storefront. */
  recToken: z.string(),
  /** Average rating, 0 to 5. */
  review_average: z.number().check(z.gte(0), z.lte(5)),
  reviewsCount: z.int().check(z.gte(0)),
  price: recommendationPriceAnswer,
  /**
   * Best-price hints (content spec §3), when the engine knows them: the lowest price of the
   * product in the last 30 days, and its previous best sale price (currency units, like `price`).
   */
  historicBestPrice: z.optional(amount),
  previousBestSalesPrice: z.optional(amount),
  /** Whole-product discount in percent, to one decimal, when on sale. */
  percentagePriceDiscount: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** The strategy that found it: co-purchase, same-category or trending. */
  recommendationId: z.string(),
});

/**
 * An action of a decision. A `content` action names, in `component`, the variant an experience
 * block shows (its experience is in `impressionReporting`); a `recommendations` action fills the
 * carousel named by `component` with `items`.
 */
export const decideActionAnswer = z.strictObject({
  actionId: z.string(),
  actionType: z.enum(["content", "recommendations"]),
  component: z.string(),
  items: z.array(recommendationItemAnswer),
  impressionReporting: z.array(impressionReportingAnswer),
});

/** One response per DecisionRequest event; none for a call that only records events. */
export const decideAnswer = z.strictObject({
  monetateId: z.string(),
  responses: z.array(z.strictObject({ requestId: z.string(), actions: z.array(decideActionAnswer) })),
});

export type DecideAnswer = z.output<typeof decideAnswer>;
export type DecideAction = z.output<typeof decideActionAnswer>;
export type RecommendationItem = z.output<typeof recommendationItemAnswer>;
