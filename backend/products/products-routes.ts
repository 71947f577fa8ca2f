import type { Context } from "hono";
import { z } from "zod";
import {
  autoSuggestQuery,
  availabilityRequest,
  productIdSchema,
  productSearchQuery,
  recommendationsQuery,
  siteContextQuery,
  stockNotificationRequest,
  styleIdSchema,
} from "../../contracts/api/products.ts";
import { askQuestionRequest, flagReviewRequest, questionsQuery, reviewsQuery, translateReviewRequest, voteRequest, writeReviewRequest } from "../../contracts/api/products-reviews.ts";
import { readBody, readQuery, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { memberPriceRulesOfCaller } from "../pricing/member-price-store.ts";
import { catalog } from "./catalog.ts";
import { findProduct, productDetails } from "./product-details.ts";
import { productSet, productSetsOf } from "./product-sets.ts";
import { widgetRecommendations } from "./recommendations.ts";
import { askOrAnswer, listQuestions, voteOnAnswer } from "./reviews/question-store.ts";
import { findVisibleReview, flagReview, listReviews, voteOnReview, writeReview } from "./reviews/review-store.ts";
import { translateReview } from "./reviews/translate-review.ts";
import { runAutoSuggest, runProductSearch } from "./search/search-service.ts";
import { optionalShopperKey, requireShopper } from "./shopper.ts";
import { resolveSiteContext, type SiteContext } from "./site-context.ts";
import { productInventory, storeAvailability } from "./stock.ts";
import { subscribeToStock } from "./stock-notifications.ts";

/** A path parameter checked like a query field: 400 ATTR300 naming it. */
function pathParam<T extends z.ZodType<string>>(c: Context, name: string, schema: T): z.output<T> {
  const parsed = schema.safeParse(c.req.param(name) ?? "");
  if (!parsed.success) throw new ApiError(400, "ATTR300", `${name}: ${parsed.error.issues[0]!.message}`, { field: name });
  return parsed.data;
}

/** Review, question and answer ids are server-made; anything longer cannot be one. */
const contentIdSchema = z.string().min(1).max(64);

/**
 * Products: details, availability, inventory, reviews, questions, sets, catalogue,
 * notifications, search (commerce spec §7). Reads need no token; writing, voting, flagging and
 * subscribing need a shopper's token (guest or member). Reads that price products answer a
 * signed-in member's own prices (backend/pricing, decision 0020). Shapes and rules are
 * documented in contracts/api/products.ts and products-reviews.ts.
 */
export function registerProductRoutes(api: Api, deps: BackendDeps): void {
  const now = () => new Date(deps.now());
  const productIdOf = (c: Context) => pathParam(c, "productId", productIdSchema);
  /** The style whose reviews and questions a path names (a variant id names its style). */
  const styleOf = async (c: Context) => (await findProduct(deps.db, productIdOf(c))).product.id;
  /** The site context of a read that prices products, with the caller's member prices. */
  const pricedContext = async (c: Context): Promise<SiteContext> => ({ ...resolveSiteContext(readQuery(c, siteContextQuery)), memberPrices: await memberPriceRulesOfCaller(c, deps) });

  // ---- catalogue -------------------------------------------------------------------------------

  api.on("GET", "/products/v2/products/:productId/details", async (c) => {
    const productId = productIdOf(c);
    return c.json(await productDetails(deps.db, productId, await pricedContext(c), now()));
  });

  api.on("POST", "/products/v1/products/:productId/availability", async (c) => {
    const productId = productIdOf(c);
    const body = await readBody(c, availabilityRequest);
    return c.json(await storeAvailability(deps.db, productId, body.storeIds));
  });

  api.on("GET", "/products/v2/products/:productId/inventory", async (c) => {
    const productId = productIdOf(c);
    return c.json(await productInventory(deps.db, productId, resolveSiteContext(readQuery(c, siteContextQuery))));
  });

  api.on("GET", "/products/v2/products/:productId/productSets", async (c) => {
    const productId = productIdOf(c);
    return c.json(await productSetsOf(deps.db, productId, await pricedContext(c)));
  });

  api.on("GET", "/products/v2/products/:productSetId/productSet", async (c) => {
    const setId = pathParam(c, "productSetId", styleIdSchema);
    return c.json(await productSet(deps.db, setId, await pricedContext(c)));
  });

  api.on("GET", "/products/v2/catalog", async (c) => c.json(await catalog(deps.db, resolveSiteContext(readQuery(c, siteContextQuery)))));

  api.on("GET", "/products/v1/widgetRecommendations", async (c) => {
    const query = readQuery(c, recommendationsQuery);
    return c.json(await widgetRecommendations(deps.db, query, await memberPriceRulesOfCaller(c, deps)));
  });

  api.on("PUT", "/products/v1/notifications", async (c) => {
    const shopper = await requireShopper(c, deps);
    const body = await readBody(c, stockNotificationRequest);
    return c.json(await deps.db.transaction((tx) => subscribeToStock(tx, shopper, body, now())));
  });

  // ---- search ----------------------------------------------------------------------------------

  api.on("GET", "/products/v2/search/productSearch", async (c) => {
    const query = readQuery(c, productSearchQuery);
    return c.json(await runProductSearch(deps.db, query, await memberPriceRulesOfCaller(c, deps)));
  });

  api.on("GET", "/products/v2/search/autoSuggest", async (c) => {
    const query = readQuery(c, autoSuggestQuery);
    return c.json(await runAutoSuggest(deps.db, query, await memberPriceRulesOfCaller(c, deps)));
  });

  // ---- reviews ---------------------------------------------------------------------------------

  api.on("GET", "/products/v1/products/:productId/reviews", async (c) => {
    const shopperKey = optionalShopperKey(c, deps);
    const query = readQuery(c, reviewsQuery);
    return c.json(await listReviews(deps.db, await styleOf(c), query, shopperKey));
  });

  api.on("POST", "/products/v1/products/:productId/reviews", async (c) => {
    const shopper = await requireShopper(c, deps);
    const body = await readBody(c, writeReviewRequest);
    const productId = await styleOf(c);
    const { created, ...answer } = await deps.db.transaction((tx) => writeReview(tx, productId, shopper, body, now()));
    return c.json(answer, created ? 201 : 200);
  });

  api.on("POST", "/products/v1/products/:productId/review/:reviewId/flag", async (c) => {
    const shopper = await requireShopper(c, deps);
    const body = await readBody(c, flagReviewRequest);
    const productId = await styleOf(c);
    const reviewId = pathParam(c, "reviewId", contentIdSchema);
    await deps.db.transaction((tx) => flagReview(tx, productId, reviewId, shopper, body, now()));
    return c.json({ reviewId, flaggedByYou: true });
  });

  api.on("POST", "/products/v1/products/:productId/review/:reviewId/vote", async (c) => {
    const shopper = await requireShopper(c, deps);
    const body = await readBody(c, voteRequest);
    const productId = await styleOf(c);
    const reviewId = pathParam(c, "reviewId", contentIdSchema);
    return c.json(await deps.db.transaction((tx) => voteOnReview(tx, productId, reviewId, shopper, body.helpful, now())));
  });

  api.on("POST", "/products/v1/review/:reviewId/translate", async (c) => {
    const body = await readBody(c, translateReviewRequest);
    const review = await findVisibleReview(deps.db, pathParam(c, "reviewId", contentIdSchema));
    return c.json(translateReview(review, body.targetLanguage));
  });

  // ---- questions and answers -------------------------------------------------------------------

  api.on("GET", "/products/v1/products/:productId/reviews/questions", async (c) => {
    const shopperKey = optionalShopperKey(c, deps);
    const query = readQuery(c, questionsQuery);
    return c.json(await listQuestions(deps.db, await styleOf(c), query, shopperKey));
  });

  api.on("POST", "/products/v1/products/:productId/reviews/questions", async (c) => {
    const shopper = await requireShopper(c, deps);
    const body = await readBody(c, askQuestionRequest);
    const productId = await styleOf(c);
    return c.json({ question: await deps.db.transaction((tx) => askOrAnswer(tx, productId, shopper, body, now())) }, 201);
  });

  api.on("POST", "/products/v1/products/:productId/review/:answerId/questions/vote", async (c) => {
    const shopper = await requireShopper(c, deps);
    const body = await readBody(c, voteRequest);
    const productId = await styleOf(c);
    const answerId = pathParam(c, "answerId", contentIdSchema);
    return c.json(await deps.db.transaction((tx) => voteOnAnswer(tx, productId, answerId, shopper, body.helpful, now())));
  });
}
