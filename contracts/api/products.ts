import { z } from "zod";
import { siteIdSchema } from "./cart.ts";
import { memberPriceAnswer } from "./member-prices.ts";
import { productsReviewsContracts } from "./products-reviews.ts";

/**
 * Contracts of the product calls (commerce spec §7 Products): details, availability per store,
 * inventory, product sets, the catalogue tree, back-in-stock notifications, widget
 * recommendations, product search and autosuggest. Reviews, questions and translation are in
 * `products-reviews.ts`. The spec shows almost none of these shapes: they are
 * designed for what a product page, a listing and a store picker need, and documented here.
 *
 * Conventions (as for the cart): amounts are decimal currency units (19.99) converted from the
 * backend's minor units at the edge; requests drop unknown fields; answers are strict.
 *
 * Errors: a malformed id or query 400 ATTR300 (naming the field); an unknown product, variant,
 * product set or category 404 PLP400 ("list product not found", the catalogue's id for a
 * product or listing that does not exist); an unknown store 404 STR404.
 */

export const CURRENCIES = ["USD", "CAD", "GBP", "EUR"] as const;
export const currencySchema = z.enum(CURRENCIES);

/** A style id: 8 upper-case letters or digits (commerce spec §2). */
export const styleIdSchema = z.string().regex(/^[A-Z0-9]{8}$/, "must be an 8-character style id");
/** A style id (8) or the product id of a colour and size (11). */
export const productIdSchema = z.string().regex(/^[A-Z0-9]{8,11}$/, "must be 8 to 11 upper-case letters or digits");
export const variantIdSchema = z.string().regex(/^[A-Z0-9]{11}$/, "must be the 11-character product id of a colour and size");
export const categoryIdSchema = z.string().regex(/^\d{4,10}$/, "must be 4 to 10 digits");
const storeIdSchema = z.string().min(1).max(64);

/** Online stock at or below this many units is "low stock" (shown as "only a few left"). */
export const LOW_STOCK_THRESHOLD = 3;
/** Most stores one availability call may ask about. */
export const MAX_AVAILABILITY_STORES = 50;
/** Widget recommendations: default and largest number of items (the content spec §9 shows the first 24 of a carousel). */
export const DEFAULT_RECOMMENDATIONS = 12;
export const MAX_RECOMMENDATIONS = 24;

// ---- requests ----------------------------------------------------------------------------------

/**
 * Site context of a read: the currency of prices comes from `currency`, else `siteId`, else
 * `locale` (en-GB, de-DE…, matched to a site), else the default site (RL-US, USD). URLs use
 * the site's language-country path.
 */
export const siteContextQuery = z.object({
  siteId: siteIdSchema.optional(),
  currency: currencySchema.optional(),
  locale: z
    .string()
    .regex(/^[a-zA-Z]{2}[-_][a-zA-Z]{2}$/, "must be language-country, e.g. en-GB")
    .optional(),
});

/** POST /products/v1/products/{productId}/availability: the stores to check (a store list). */
export const availabilityRequest = z.object({
  storeIds: z.array(storeIdSchema).min(1).max(MAX_AVAILABILITY_STORES),
});

/**
 * PUT /products/v1/notifications: e-mail me when this colour and size is back in stock. One
 * subscription per address and variant: repeating the call answers the same subscription.
 * A malformed address is 400 AUT453.
 */
export const stockNotificationRequest = z.object({
  email: z.string().trim().min(1).max(254),
  productId: variantIdSchema,
  siteId: siteIdSchema.optional(),
});

/** GET /products/v1/widgetRecommendations: like `productId` (same category), or in `categoryId`, or overall. */
export const recommendationsQuery = siteContextQuery.extend({
  productId: productIdSchema.optional(),
  categoryId: categoryIdSchema.optional(),
  count: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_RECOMMENDATIONS))
    .optional(),
});

// ---- shared answer parts -----------------------------------------------------------------------

const amount = z.number().finite().nonnegative();

/**
 * Lowest and highest price over a product's variants, in the answer's currency. `current` is
 * what the caller pays: for a signed-in member of a customer group with prices of its own
 * (member-prices.ts), their member price where it is lower, and `memberPrice` says whose.
 */
export const priceRangeAnswer = z.strictObject({
  currency: currencySchema,
  lowCurrent: amount,
  highCurrent: amount,
  lowOriginal: amount,
  highOriginal: amount,
  /** Some variant sells below its original price (to the caller: member prices count). */
  onSale: z.boolean(),
  /** The largest discount of a variant, percent with one decimal (commerce spec §9); 0 when not on sale. */
  percentageDiscount: z.number().min(0).max(100),
  /** Members only: the group price of the lowest-priced variant that has one. Guests' answers omit it. */
  memberPrice: memberPriceAnswer.optional(),
});

/** Average stars with one decimal (0 without ratings) and the number of ratings. */
export const ratingAnswer = z.strictObject({
  score: z.number().min(0).max(5),
  reviewsCount: z.number().int().nonnegative(),
});

export const GENDERS = ["men", "women", "kids", "unisex"] as const;
export const STOCK_STATUSES = ["IN_STOCK", "LOW_STOCK", "IN_STORE_ONLY", "OUT_OF_STOCK"] as const;

/** A product in a list (search, sets, recommendations, autosuggest). */
export const productTileAnswer = z.strictObject({
  productId: styleIdSchema,
  name: z.string(),
  slug: z.string(),
  pdpUrl: z.string(),
  categoryId: z.string(),
  gender: z.enum(GENDERS).nullable(),
  /** The eyebrow label: the product's own badge, else "Sale" when on sale. */
  badge: z.string().nullable(),
  badges: z.array(z.string()),
  rating: ratingAnswer,
  price: priceRangeAnswer,
  colors: z.array(z.string()),
  /** Some variant can be bought online now. */
  inStock: z.boolean(),
});

// ---- details -----------------------------------------------------------------------------------

export const variantAvailabilityAnswer = z.strictObject({
  status: z.enum(STOCK_STATUSES),
  /** Can be added to the cart for delivery (online stock). */
  orderable: z.boolean(),
  inStock: z.boolean(),
  lowStock: z.boolean(),
  /** Some store holds it (pickup in store). */
  availableInStores: z.boolean(),
});

export const productVariantAnswer = z.strictObject({
  /** The 11-character product id of this colour and size: what the cart takes. */
  productId: variantIdSchema,
  upc: z.string(),
  color: z.strictObject({ code: z.string(), name: z.string() }),
  size: z.string(),
  price: z.strictObject({
    currency: currencySchema,
    original: amount,
    /** What the caller pays: a member's group price where it is lower (`memberPrice`). */
    current: amount,
    onSale: z.boolean(),
    percentageDiscount: z.number().min(0).max(100),
    /** Members only, when `current` is their group's price. */
    memberPrice: memberPriceAnswer.optional(),
  }),
  availability: variantAvailabilityAnswer,
});

/** GET /products/v2/products/{productId}/details. A variant id answers its style with `selectedVariantId` set. */
export const productDetailsAnswer = z.strictObject({
  id: styleIdSchema,
  masterId: styleIdSchema,
  name: z.string(),
  slug: z.string(),
  pdpUrl: z.string(),
  description: z.string(),
  siteId: siteIdSchema,
  currency: currencySchema,
  category: z.strictObject({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    /** From the top of the tree down to the product's category (breadcrumbs). */
    path: z.array(z.strictObject({ id: z.string(), name: z.string(), slug: z.string(), url: z.string() })),
  }),
  gender: z.enum(GENDERS).nullable(),
  badge: z.string().nullable(),
  badges: z.array(z.string()),
  /** Specifications in a stable order, with display labels. */
  attributes: z.array(z.strictObject({ id: z.string(), label: z.string(), value: z.string() })),
  rating: ratingAnswer,
  isDigital: z.boolean(),
  isCustoms: z.boolean(),
  price: priceRangeAnswer,
  /** Colour options in catalogue order; `orderable` when some size of it can be bought online. */
  colors: z.array(z.strictObject({ code: z.string(), name: z.string(), orderable: z.boolean(), availableInStores: z.boolean() })),
  /** Size options from small to large. */
  sizes: z.array(z.strictObject({ value: z.string(), orderable: z.boolean(), availableInStores: z.boolean() })),
  variants: z.array(productVariantAnswer),
  selectedVariantId: variantIdSchema.nullable(),
  availability: z.strictObject({ status: z.enum(STOCK_STATUSES), orderable: z.boolean(), availableInStores: z.boolean() }),
  /**
   * Product promotions running now for the product's category (or a parent of it), in the
   * answer's currency, that need no coupon and no sign-in: each with the first part of its
   * three-part callout (the "approaching" message a product page shows). Older answers omit it.
   */
  promotions: z.array(z.strictObject({ promotionId: z.string(), name: z.string(), callout: z.string() })).optional(),
});
export type ProductDetailsAnswer = z.infer<typeof productDetailsAnswer>;

// ---- availability and inventory ----------------------------------------------------------------

/** POST /products/v1/products/{productId}/availability: stock of the product in each asked store. */
export const availabilityAnswer = z.strictObject({
  productId: productIdSchema,
  masterId: styleIdSchema,
  storeInventory: z.array(
    z.strictObject({
      storeId: z.string(),
      storeName: z.string(),
      /** Units in the store: of the variant, or of all the style's variants. */
      quantity: z.number().int().nonnegative(),
      inStock: z.boolean(),
      /** Per variant (one entry when a variant was asked). */
      variants: z.array(z.strictObject({ productId: variantIdSchema, quantity: z.number().int().nonnegative() })),
    }),
  ),
});

/**
 * GET /products/v2/products/{productId}/inventory: online stock per variant, keyed by the
 * variant's product id (the content spec reads `variants[sku].quantity`).
 */
export const inventoryAnswer = z.strictObject({
  productId: productIdSchema,
  masterId: styleIdSchema,
  variants: z.record(
    variantIdSchema,
    z.strictObject({
      quantity: z.number().int().nonnegative(),
      inStock: z.boolean(),
      lowStock: z.boolean(),
      status: z.enum(STOCK_STATUSES),
      /** Units over all stores. */
      storeQuantity: z.number().int().nonnegative(),
    }),
  ),
  totalQuantity: z.number().int().nonnegative(),
});

// ---- catalogue tree ----------------------------------------------------------------------------

export interface CatalogCategory {
  id: string;
  name: string;
  slug: string;
  url: string;
  position: number;
  /** Products in it and below it (for New arrivals: badged New; for Sale: on sale in the currency). */
  productCount: number;
  /** A curated listing without products of its own (New arrivals, Sale). */
  virtual: boolean;
  children: CatalogCategory[];
}

export const catalogCategoryAnswer: z.ZodType<CatalogCategory> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    position: z.number().int(),
    productCount: z.number().int().nonnegative(),
    virtual: z.boolean(),
    children: z.array(catalogCategoryAnswer),
  }),
);

/** GET /products/v2/catalog: the category tree, top level in position order. */
export const catalogAnswer = z.strictObject({
  siteId: siteIdSchema,
  currency: currencySchema,
  categories: z.array(catalogCategoryAnswer),
});

// ---- product sets ------------------------------------------------------------------------------

const setPriceAnswer = z.strictObject({
  currency: currencySchema,
  /** The set bought at each product's lowest price. */
  total: amount,
  totalOriginal: amount,
});

export const productSetSummaryAnswer = z.strictObject({
  id: styleIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  productIds: z.array(styleIdSchema),
  price: setPriceAnswer,
});

/** GET /products/v2/products/{productId}/productSets: the sets a product belongs to. */
export const productSetsAnswer = z.strictObject({
  productId: styleIdSchema,
  productSets: z.array(productSetSummaryAnswer),
});

/** GET /products/v2/products/{productSetId}/productSet: a set with its products. */
export const productSetAnswer = z.strictObject({
  id: styleIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  siteId: siteIdSchema,
  products: z.array(productTileAnswer),
  price: setPriceAnswer,
  /** Every product of the set can be bought online now. */
  allInStock: z.boolean(),
});

// ---- notifications and recommendations ---------------------------------------------------------

/**
 * PUT /products/v1/notifications (200). The same answer every time and for every caller, so
 * that it never tells whether someone else had subscribed the address already.
 */
export const stockNotificationAnswer = z.strictObject({
  status: z.literal("SUBSCRIBED"),
  /** Lower-cased. */
  email: z.string(),
  productId: variantIdSchema,
  masterId: styleIdSchema,
  siteId: siteIdSchema,
  /** The variant can already be bought online (the storefront may say so instead of waiting). */
  inStock: z.boolean(),
});

/**
 * GET /products/v1/widgetRecommendations: in-stock products of the same category as
 * `productId` (then of its parent), or of `categoryId`, or the best rated overall; best rated
 * first. Never the product itself.
 */
export const widgetRecommendationsAnswer = z.strictObject({
  /** same-category, category or top-rated. */
  strategy: z.enum(["same-category", "category", "top-rated"]),
  productId: styleIdSchema.nullable(),
  items: z.array(productTileAnswer),
});

// ---- search and autosuggest --------------------------------------------------------------------

export const SEARCH_SORTS = ["relevance", "price-asc", "price-desc", "newest", "rating"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The spec leaves page sizes to configuration (§9): 24 a page (the carousel limit of the content spec), at most 96. */
export const DEFAULT_SEARCH_PAGE_SIZE = 24;
export const MAX_SEARCH_PAGE_SIZE = 96;
export const MAX_SEARCH_START = 10_000;
export const MAX_SEARCH_QUERY_LENGTH = 100;
export const DEFAULT_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 10;

/** Price ranges of the price facet, in currency units of the answer's currency; by a product's lowest current price. */
export const PRICE_BUCKETS = [
  { id: "0-50", label: "Under 50", min: 0, max: 50 },
  { id: "50-100", label: "50 to 100", min: 50, max: 100 },
  { id: "100-200", label: "100 to 200", min: 100, max: 200 },
  { id: "200-500", label: "200 to 500", min: 200, max: 500 },
  { id: "500-", label: "500 and over", min: 500, max: null },
] as const;
export const PRICE_BUCKET_IDS = PRICE_BUCKETS.map((bucket) => bucket.id) as [string, ...string[]];

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Several values of one filter, separated by a pipe (`color=Black|Summit Navy`); at most 20. */
const pipeList = <T extends z.ZodType<string, string>>(value: T) =>
  z
    .string()
    .min(1)
    .max(500)
    .transform((text) => [...new Set(text.split("|").map((part) => part.trim()).filter(Boolean))])
    .pipe(z.array(value).min(1).max(20));

/**
 * GET /products/v2/search/productSearch. `q` is matched against names, categories, colours,
 * gender, attributes and descriptions, forgiving typos; without `q` the call lists products
 * (a category page: `categoryId`). Filters are combined with AND between facets and OR within
 * one (`color=Black|Ochre`). `categoryId` 100100 (New arrivals) and 100900 (Sale) are curated
 * listings: products badged New, products on sale in the currency. Sort `relevance` (the
 * default) ranks by text match, then rating; without `q` best sellers come first, then the
 * most rated.
 */
export const productSearchQuery = siteContextQuery.extend({
  q: z.string().max(MAX_SEARCH_QUERY_LENGTH).optional(),
  categoryId: categoryIdSchema.optional(),
  color: pipeList(z.string().max(40)).optional(),
  size: pipeList(z.string().max(20)).optional(),
  gender: pipeList(z.enum(GENDERS)).optional(),
  price: pipeList(z.enum(PRICE_BUCKET_IDS)).optional(),
  inStock: z.enum(["true", "false"]).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  start: wholeNumber(0, MAX_SEARCH_START).optional(),
  count: wholeNumber(1, MAX_SEARCH_PAGE_SIZE).optional(),
});

export const FACET_IDS = ["category", "color", "size", "gender", "price"] as const;

/**
 * A facet's values with the number of products each would give: counted with every other
 * facet's filter applied but not this facet's own (so that choosing a second colour is
 * possible), and with selected values always listed.
 */
export const searchFacetAnswer = z.strictObject({
  id: z.enum(FACET_IDS),
  label: z.string(),
  values: z.array(z.strictObject({ value: z.string(), label: z.string(), count: z.number().int().nonnegative(), selected: z.boolean() })),
});

export const productSearchAnswer = z.strictObject({
  /** The query as received (trimmed); empty when listing. */
  searchTerm: z.string(),
  /** The words searched for after spelling correction, when a word was corrected. */
  correctedTerm: z.string().nullable(),
  /** Query words that match nothing in the catalogue (the search then finds nothing). */
  unmatchedTerms: z.array(z.string()),
  siteId: siteIdSchema,
  currency: currencySchema,
  sort: z.enum(SEARCH_SORTS),
  start: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  hits: z.array(productTileAnswer),
  facets: z.array(searchFacetAnswer),
  selectedFilters: z.strictObject({
    categoryId: z.string().nullable(),
    color: z.array(z.string()),
    size: z.array(z.string()),
    gender: z.array(z.string()),
    price: z.array(z.string()),
    inStock: z.boolean(),
  }),
});
export type ProductSearchAnswer = z.infer<typeof productSearchAnswer>;

/** GET /products/v2/search/autoSuggest: what to show under the search box while typing. */
export const autoSuggestQuery = siteContextQuery.extend({
  q: z.string().trim().min(1).max(MAX_SEARCH_QUERY_LENGTH),
  count: wholeNumber(1, MAX_SUGGESTIONS).optional(),
});

export const autoSuggestAnswer = z.strictObject({
  searchTerm: z.string(),
  correctedTerm: z.string().nullable(),
  /** Whole queries to offer, the typed words completed or corrected, each with its number of products. */
  suggestedTerms: z.array(z.strictObject({ term: z.string(), productCount: z.number().int().positive() })),
  categories: z.array(z.strictObject({ id: z.string(), name: z.string(), url: z.string(), productCount: z.number().int().positive() })),
  products: z.array(productTileAnswer),
});

/** Answers of the products calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const productsContracts: Record<string, z.ZodType> = {
  productDetails: productDetailsAnswer,
  productAvailability: availabilityAnswer,
  productInventory: inventoryAnswer,
  catalog: catalogAnswer,
  productSets: productSetsAnswer,
  productSet: productSetAnswer,
  stockNotification: stockNotificationAnswer,
  widgetRecommendations: widgetRecommendationsAnswer,
  productSearch: productSearchAnswer,
  autoSuggest: autoSuggestAnswer,
  ...productsReviewsContracts,
};
