import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The commerce core's tables: catalogue, people, identity, promotions, carts and orders. The
 * areas' own files (schema-products.ts, schema-consumer.ts, schema-stores.ts…) build on these,
 * and schema.ts gathers them all. Money is stored in minor units (cents) as integers: totals add
 * up exactly. Ids follow the spec's patterns (commerce spec §2): category ids are 4–10 digits,
 * style ids 8 upper-case letters or digits, variant product ids 11.
 */

// ---- catalogue -------------------------------------------------------------------------------

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull(),
  name: text("name").notNull(),
  parentId: text("parent_id"),
  position: integer("position").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    /** Style id (master id): 8 upper-case letters or digits. */
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    categoryId: text("category_id").notNull().references(() => categories.id),
    gender: text("gender"),
    attributes: jsonb("attributes").$type<Record<string, string>>().notNull().default({}),
    badge: text("badge"),
    ratingScore: integer("rating_score_tenths").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    isDigital: boolean("is_digital").notNull().default(false),
    isCustoms: boolean("is_customs").notNull().default(false),
  },
  (table) => [index("products_category_idx").on(table.categoryId)],
);

export const variants = pgTable(
  "variants",
  {
    /** Product id of a colour and size: the style id and a 3-character colour and size code. */
    id: text("id").primaryKey(),
    productId: text("product_id").notNull().references(() => products.id),
    upc: text("upc").notNull(),
    colorCode: text("color_code").notNull(),
    colorName: text("color_name").notNull(),
    size: text("size").notNull(),
  },
  (table) => [uniqueIndex("variants_upc_idx").on(table.upc), index("variants_product_idx").on(table.productId)],
);

export const prices = pgTable(
  "prices",
  {
    variantId: text("variant_id").notNull().references(() => variants.id),
    currency: text("currency").notNull(),
    /** Original (list) price, minor units. */
    listAmount: integer("list_amount").notNull(),
    /** Current price, minor units (equal to list when not on sale). */
    saleAmount: integer("sale_amount").notNull(),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.currency] }), check("prices_positive", sql`${table.saleAmount} > 0 and ${table.listAmount} >= ${table.saleAmount}`)],
);

/** Stock per variant and location: `online` or a store id. */
export const inventory = pgTable(
  "inventory",
  {
    variantId: text("variant_id").notNull().references(() => variants.id),
    locationId: text("location_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.locationId] }), check("inventory_not_negative", sql`${table.quantity} >= 0`)],
);

export const stores = pgTable("stores", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  siteId: text("site_id").notNull(),
  addressLine1: text("address_line1").notNull(),
  city: text("city").notNull(),
  postalCode: text("postal_code").notNull(),
  country: text("country").notNull(),
  latitude: integer("latitude_e6").notNull(),
  longitude: integer("longitude_e6").notNull(),
  phone: text("phone").notNull(),
  hours: jsonb("hours").$type<Record<string, string>>().notNull().default({}),
});

export const storeEmployees = pgTable("store_employees", {
  id: text("id").primaryKey(),
  storeId: text("store_id").notNull().references(() => stores.id),
  name: text("name").notNull(),
  email: text("email").notNull(),
  /** Agent (employee) login. */
  passwordHash: text("password_hash").notNull(),
});

// ---- people ----------------------------------------------------------------------------------

export const consumers = pgTable(
  "consumers",
  {
    id: text("id").primaryKey(),
    consumerNo: text("consumer_no").notNull(),
    memberId: text("member_id"),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    birthDate: text("birth_date"),
    postalCode: text("postal_code"),
    /** REGULAR or EMPLOYEE (commerce spec §3 consumerType). */
    consumerType: text("consumer_type").notNull().default("REGULAR"),
    loyaltyMember: boolean("loyalty_member").notNull().default(false),
    loyaltyOptInDate: text("loyalty_opt_in_date"),
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    athlete: boolean("athlete").notNull().default(false),
    /** Pro-programme identities: WRANX, IPA. */
    identityTypes: jsonb("identity_types").$type<string[]>().notNull().default([]),
    employeeTermsAccepted: boolean("employee_terms_accepted").notNull().default(false),
    /** When the employee accepted the employee discount terms (kept from the first acceptance). */
    employeeTermsAcceptedAt: timestamp("employee_terms_accepted_at", { withTimezone: true }),
    /** Employee and athlete allowance, minor units. */
    annualCap: integer("annual_cap"),
    currentSpend: integer("current_spend").notNull().default(0),
    interests: text("interests").notNull().default(""),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("consumers_email_idx").on(sql`lower(${table.email})`), uniqueIndex("consumers_no_idx").on(table.consumerNo), uniqueIndex("consumers_phone_idx").on(table.phone)],
);

export const addresses = pgTable("addresses", {
  id: text("id").primaryKey(),
  consumerId: text("consumer_id").notNull().references(() => consumers.id, { onDelete: "cascade" }),
  /** S shipping, B billing. */
  approachType: text("approach_type").notNull(),
  main: boolean("main").notNull().default(false),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2"),
  city: text("city").notNull(),
  country: text("country").notNull(),
  postalCode: text("postal_code").notNull(),
  stateCityProvDept: text("state_city_prov_dept"),
  recipientFirstName: text("recipient_first_name").notNull(),
  recipientLastName: text("recipient_last_name").notNull(),
  recipientContactEmail: text("recipient_contact_email"),
  recipientContactPhone: text("recipient_contact_phone"),
});

export const savedCards = pgTable("saved_cards", {
  id: text("id").primaryKey(),
  consumerId: text("consumer_id").notNull().references(() => consumers.id, { onDelete: "cascade" }),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expiryMonth: integer("expiry_month").notNull(),
  expiryYear: integer("expiry_year").notNull(),
  holder: text("holder").notNull(),
  main: boolean("main").notNull().default(false),
});

export const loyaltyVouchers = pgTable("loyalty_vouchers", {
  id: text("id").primaryKey(),
  points: integer("points").notNull(),
  currency: text("currency").notNull(),
  amount: integer("amount").notNull(),
});

// ---- identity --------------------------------------------------------------------------------

/** PKCE: the challenge stored at sign-in, the code redeemed once at the token call. */
export const authorizationCodes = pgTable("authorization_codes", {
  code: text("code").primaryKey(),
  consumerId: text("consumer_id").notNull().references(() => consumers.id, { onDelete: "cascade" }),
  codeChallenge: text("code_challenge").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Refresh tokens, stored hashed; a guest has a guest id instead of a consumer. */
export const refreshTokens = pgTable("refresh_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  kind: text("kind").notNull(),
  consumerId: text("consumer_id").references(() => consumers.id, { onDelete: "cascade" }),
  guestId: text("guest_id"),
  employeeId: text("employee_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

// ---- promotions, coupons, gift cards ---------------------------------------------------------

export const promotions = pgTable("promotions", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** ORDER, PRODUCT or SHIPPING. */
  level: text("level").notNull(),
  /** percent, amount, free-shipping or gift. */
  kind: text("kind").notNull(),
  /** Percent (whole) or amount (minor units). */
  value: integer("value").notNull().default(0),
  /** Order or item subtotal needed, minor units. */
  threshold: integer("threshold").notNull().default(0),
  currency: text("currency"),
  /** ALL, GUEST or REGISTERED. */
  customerGroup: text("customer_group").notNull().default("ALL"),
  categoryId: text("category_id"),
  giftVariantId: text("gift_variant_id"),
  couponRequired: boolean("coupon_required").notNull().default(false),
  /** approaching|in progress|earned. */
  calloutMessage: text("callout_message").notNull().default(""),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

/**
 * The version of the reference data the cart keeps in memory (decision 0022): promotions, the
 * coupons' static fields, categories and member price rules. One row whose stamp a statement
 * trigger on each of those tables renews on every write (migration 0012), so that every process
 * on the database sees a change on its next cart call, whoever wrote it.
 */
export const referenceDataVersion = pgTable("reference_data_version", {
  id: boolean("id").primaryKey().default(true),
  stamp: text("stamp").notNull().default(sql`gen_random_uuid()::text`),
}, (table) => [check("reference_data_version_one_row", sql`${table.id}`)]);

/**
 * Member prices (decision 0020): a customer group's own price book, defined as a percent off the
 * list price in every currency. One rule per group; a shopper in several groups pays the lowest.
 */
export const memberPriceRules = pgTable(
  "member_price_rules",
  {
    id: text("id").primaryKey(),
    /** LOYALTY, EMPLOYEE, ATHLETE or PRO (contracts/api/member-prices.ts). */
    customerGroup: text("customer_group").notNull(),
    /** The price's English name ("Employee price"). */
    label: text("label").notNull(),
    /** Whole percent off the list price. */
    percentOff: integer("percent_off").notNull(),
    /** Only for variants not marked down (the sale price is not lowered further). */
    fullPriceOnly: boolean("full_price_only").notNull().default(false),
    /** Categories (and all below them) whose products keep the price everyone pays: gift cards. */
    excludedCategoryIds: jsonb("excluded_category_ids").$type<string[]>().notNull().default([]),
  },
  (table) => [uniqueIndex("member_price_rules_group_idx").on(table.customerGroup), check("member_price_rules_percent", sql`${table.percentOff} between 1 and 99`)],
);

export const coupons = pgTable("coupons", {
  code: text("code").primaryKey(),
  promotionId: text("promotion_id").notNull().references(() => promotions.id),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  maxRedemptions: integer("max_redemptions"),
  redemptions: integer("redemptions").notNull().default(0),
  /** A member may redeem it once (PRM150 after that). */
  oncePerCustomer: boolean("once_per_customer").notNull().default(false),
});

/** Members' coupon redemptions, for once-per-customer coupons (PRM150). */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull().references(() => coupons.code),
    consumerId: text("consumer_id").notNull().references(() => consumers.id, { onDelete: "cascade" }),
    orderNumber: text("order_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("coupon_redemptions_member_idx").on(table.code, table.consumerId)],
);

export const giftCards = pgTable("gift_cards", {
  number: text("number").primaryKey(),
  /** The PIN as a scrypt hash (backend/identity/passwords.ts), never in clear. */
  pinHash: text("pin_hash"),
  /**
   * Databases made before PINs were hashed kept them here; `hashLegacyGiftCardPins` hashes them
   * at start and empties this column (to be dropped once no such database is left).
   */
  legacyPin: text("pin"),
  currency: text("currency").notNull(),
  balance: integer("balance").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

// ---- carts and orders ------------------------------------------------------------------------

export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id").notNull(),
    currency: text("currency").notNull(),
    consumerId: text("consumer_id").references(() => consumers.id),
    guestId: text("guest_id"),
    /** active, ordered. */
    status: text("status").notNull().default("active"),
    shippingAddress: jsonb("shipping_address"),
    billingAddress: jsonb("billing_address"),
    email: text("email"),
    appliedLoyaltyVoucher: text("applied_loyalty_voucher"),
    /** Flash messages of the last change (inventory, delivery transitions, address). */
    flash: jsonb("flash").$type<{ type: string; message: string; details?: Record<string, unknown> }[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("carts_consumer_idx").on(table.consumerId), index("carts_guest_idx").on(table.guestId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    variantId: text("variant_id").notNull().references(() => variants.id),
    quantity: integer("quantity").notNull(),
    /** standard, digital, pickup, pudo, sts, customs. */
    shippingMethod: text("shipping_method").notNull().default("standard"),
    storeId: text("store_id"),
    bonus: boolean("bonus").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("cart_items_line_idx").on(table.cartId, table.variantId, table.bonus), check("cart_items_quantity", sql`${table.quantity} > 0`)],
);

export const cartCoupons = pgTable("cart_coupons", {
  cartId: text("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
  code: text("code").notNull(),
}, (table) => [primaryKey({ columns: [table.cartId, table.code] })]);

export const paymentInstruments = pgTable("payment_instruments", {
  id: text("id").primaryKey(),
  cartId: text("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
  /** GIFT_CARD, LOYALTY_POINTS, ATHLETES_PAYMENT, KLARNA, REWARD_CODE, REWARD_CARD, CREDIT_CARD, PAYPAL. */
  methodId: text("method_id").notNull(),
  amount: integer("amount").notNull(),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
}, (table) => [index("payment_instruments_cart_idx").on(table.cartId)]);

export const orders = pgTable(
  "orders",
  {
    orderNumber: text("order_number").primaryKey(),
    cartId: text("cart_id").notNull(),
    /** One order per cart: a repeated place call returns the first order. */
    idempotencyKey: text("idempotency_key").notNull(),
    consumerId: text("consumer_id").references(() => consumers.id),
    email: text("email").notNull(),
    siteId: text("site_id").notNull(),
    currency: text("currency").notNull(),
    /** created, payment_pending (3-D Secure), placed, payment_failed, cancelled. */
    status: text("status").notNull(),
    items: jsonb("items").notNull(),
    totals: jsonb("totals").notNull(),
    shipments: jsonb("shipments").notNull(),
    payment: jsonb("payment").notNull(),
    channel: text("channel").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("orders_cart_idx").on(table.cartId), uniqueIndex("orders_idempotency_idx").on(table.idempotencyKey), index("orders_consumer_idx").on(table.consumerId)],
);

/**
 * A price override by an in-store associate on a buy-in-store cart: a line (itemId) or the
 * whole order. AMOUNT and FIXED_PRICE are minor units per unit (line) or for the order;
 * PERCENT is whole percent.
 */
export const priceAdjustments = pgTable(
  "price_adjustments",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    itemId: text("item_id").references(() => cartItems.id, { onDelete: "cascade" }),
    /** AMOUNT, PERCENT or FIXED_PRICE (lines only). */
    type: text("type").$type<"AMOUNT" | "PERCENT" | "FIXED_PRICE">().notNull(),
    value: integer("value").notNull(),
    reasonCode: text("reason_code").notNull(),
    storeId: text("store_id").notNull(),
    storeEmployeeId: text("store_employee_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("price_adjustments_line_idx").on(table.cartId, sql`coalesce(${table.itemId}, '')`)],
);

/**
 * Failed attempts per key in a fixed window (gift card PINs, order tracking): kept in the
 * database so that every server process on one PostgreSQL database counts the same attempts.
 */
export const attemptLimits = pgTable("attempt_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  failures: integer("failures").notNull(),
});

// ---- saved for later, device fingerprints ----------------------------------------------------

/** A shopper's saved-for-later list (guest or member; one each). */
export const savedForLater = pgTable(
  "saved_for_later",
  {
    id: text("id").primaryKey(),
    consumerId: text("consumer_id").references(() => consumers.id, { onDelete: "cascade" }),
    guestId: text("guest_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("saved_for_later_consumer_idx").on(table.consumerId), uniqueIndex("saved_for_later_guest_idx").on(table.guestId)],
);

export const savedForLaterItems = pgTable(
  "saved_for_later_items",
  {
    id: text("id").primaryKey(),
    listId: text("list_id").notNull().references(() => savedForLater.id, { onDelete: "cascade" }),
    variantId: text("variant_id").notNull().references(() => variants.id),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("saved_for_later_items_line_idx").on(table.listId, table.variantId), check("saved_for_later_quantity", sql`${table.quantity} > 0`)],
);

/** The fraud-screening device fingerprint sent for a cart before payment. */
export const deviceFingerprints = pgTable("device_fingerprints", {
  cartId: text("cart_id").primaryKey().references(() => carts.id, { onDelete: "cascade" }),
  fingerprint: text("fingerprint").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
