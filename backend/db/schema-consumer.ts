import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { addresses, consumers, products, savedCards } from "./schema-commerce.ts";

/**
 * Tables of the consumer area (issue 4). Kept in their own file so each area's tables are
 * owned in one place; `schema.ts` re-exports them for drizzle-kit and the query builder.
 *
 * The profile itself, the address book, saved cards and loyalty vouchers are the commerce
 * core's tables (`consumers`, `addresses`, `saved_cards`, `loyalty_vouchers` in
 * schema-commerce.ts); these side tables hold what the account area adds around them. Everything
 * a shopper owns goes with the account (on delete cascade); contact-us cases stay (they may come
 * from guests).
 */

/** Preferences beyond the interests (which are a column of `consumers`, joined by a pipe). */
export const consumerPreferences = pgTable("consumer_preferences", {
  consumerId: text("consumer_id")
    .primaryKey()
    .references(() => consumers.id, { onDelete: "cascade" }),
  /** Whole or half sizes as text: "9", "9.5", "42". */
  preferredShoeSize: text("preferred_shoe_size"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The SMS marketing subscription with its double opt-in: PENDING while the code sent to `phone`
 * is unconfirmed, then SUBSCRIBED; UNSUBSCRIBED after an opt-out. The code is kept hashed.
 */
export const smsSubscriptions = pgTable("consumer_sms_subscriptions", {
  consumerId: text("consumer_id")
    .primaryKey()
    .references(() => consumers.id, { onDelete: "cascade" }),
  /** E.164. */
  phone: text("phone").notNull(),
  /** PENDING, SUBSCRIBED or UNSUBSCRIBED. */
  status: text("status").notNull(),
  optinAt: timestamp("optin_at", { withTimezone: true }),
  doubleOptinAt: timestamp("double_optin_at", { withTimezone: true }),
  optoutAt: timestamp("optout_at", { withTimezone: true }),
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  codeAttempts: integer("code_attempts").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Notification settings the shopper changed (the others have their default). */
export const notificationSettings = pgTable(
  "consumer_notification_settings",
  {
    consumerId: text("consumer_id")
      .notNull()
      .references(() => consumers.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    channel: text("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.consumerId, table.topic, table.channel] })],
);

/**
 * Messages the account area sends (SMS codes, gift card emails, case confirmations). A real
 * deployment hands them to its email and SMS providers; the reference backend keeps them here,
 * where tests and demos read them.
 */
export const consumerOutbox = pgTable(
  "consumer_outbox",
  {
    id: text("id").primaryKey(),
    consumerId: text("consumer_id").references(() => consumers.id, { onDelete: "cascade" }),
    /** EMAIL or SMS. */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    /** sms-optin-code, newsletter-confirmation, gift-card-email, contact-us-received, warranty-received, user-data-deletion-received. */
    template: text("template").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consumer_outbox_consumer_idx").on(table.consumerId, table.createdAt)],
);

/** A saved card's billing address (one of the shopper's addresses). */
export const savedCardAddresses = pgTable("saved_card_addresses", {
  cardId: text("card_id")
    .primaryKey()
    .references(() => savedCards.id, { onDelete: "cascade" }),
  addressId: text("address_id")
    .notNull()
    .references(() => addresses.id, { onDelete: "cascade" }),
});

/** Short-lived tokens of the embedded loyalty dashboard, bound to a storefront session; kept hashed. */
export const loyaltyTokens = pgTable(
  "loyalty_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    consumerId: text("consumer_id")
      .notNull()
      .references(() => consumers.id, { onDelete: "cascade" }),
    usid: text("usid").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("loyalty_tokens_consumer_idx").on(table.consumerId)],
);

/** Contact-us cases, from members (consumer id) and guests (guest id). */
export const contactUsCases = pgTable(
  "contact_us_cases",
  {
    caseNumber: text("case_number").primaryKey(),
    consumerId: text("consumer_id").references(() => consumers.id, { onDelete: "set null" }),
    guestId: text("guest_id"),
    categoryId: text("category_id").notNull(),
    subjectId: text("subject_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    orderNumber: text("order_number"),
    message: text("message").notNull(),
    siteId: text("site_id").notNull(),
    /** RECEIVED until a service agent picks it up (outside the storefront). */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_us_cases_consumer_idx").on(table.consumerId)],
);

/** Warranty support cases. */
export const warrantyCases = pgTable(
  "warranty_cases",
  {
    caseId: text("case_id").primaryKey(),
    consumerId: text("consumer_id")
      .notNull()
      .references(() => consumers.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    /** The colour and size, when the shopper named one. */
    variantId: text("variant_id"),
    orderNumber: text("order_number"),
    purchaseDate: text("purchase_date").notNull(),
    issueType: text("issue_type").notNull(),
    description: text("description").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    contactPhone: text("contact_phone"),
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("warranty_cases_consumer_idx").on(table.consumerId)],
);

/** E-gift card emails sent again (at most GIFT_CARD_EMAIL_RESENDS_PER_DAY per line). */
export const giftCardEmailResends = pgTable(
  "gift_card_email_resends",
  {
    id: text("id").primaryKey(),
    consumerId: text("consumer_id")
      .notNull()
      .references(() => consumers.id, { onDelete: "cascade" }),
    orderNumber: text("order_number").notNull(),
    itemId: text("item_id").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("gift_card_email_resends_line_idx").on(table.orderNumber, table.itemId, table.createdAt)],
);

/** Privacy requests (access, deletion) of the retrieve-user-data call. */
export const userDataRequests = pgTable(
  "user_data_requests",
  {
    id: text("id").primaryKey(),
    consumerId: text("consumer_id")
      .notNull()
      .references(() => consumers.id, { onDelete: "cascade" }),
    /** ACCESS or DELETION. */
    requestType: text("request_type").notNull(),
    organization: text("organization").notNull(),
    /** COMPLETED (access answered) or RECEIVED (deletion waiting for the privacy team). */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [index("user_data_requests_consumer_idx").on(table.consumerId)],
);

// ---- newsletter and guest signups (content spec §3 Subscription, §7 Consumer calls, §9) -------

/**
 * The contact record of an anonymous newsletter signup: an email address, not an account (no
 * password, no profile). Its id is the `consumerId` that createProfile answers a guest. Never
 * linked to an account of the same email: a signup must not tell whether that account exists.
 */
export const newsletterContacts = pgTable("newsletter_contacts", {
  id: text("id").primaryKey(),
  /** Trimmed, lower case. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An email newsletter subscription with its double opt-in: of an anonymous contact
 * (`contactId`) or of a member (`consumerId`, sent to `recipient`, which may differ from the
 * account's email). One per owner and type. PENDING until a link of the confirmation email is
 * used, then SUBSCRIBED; UNSUBSCRIBED after an opt-out.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: text("id").primaryKey(),
    contactId: text("contact_id").references(() => newsletterContacts.id, { onDelete: "cascade" }),
    consumerId: text("consumer_id").references(() => consumers.id, { onDelete: "cascade" }),
    /** Newsletter or LoyaltyNewsletter. */
    type: text("type").notNull(),
    /** The email address the newsletter goes to (trimmed, lower case). */
    recipient: text("recipient").notNull(),
    /** PENDING, SUBSCRIBED or UNSUBSCRIBED. */
    status: text("status").notNull(),
    country: text("country").notNull(),
    region: text("region").notNull(),
    acquisitionType: text("acquisition_type"),
    campaignName: text("campaign_name"),
    optinAt: timestamp("optin_at", { withTimezone: true }),
    doubleOptinAt: timestamp("double_optin_at", { withTimezone: true }),
    optoutAt: timestamp("optout_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("newsletter_subscriptions_contact_idx").on(table.contactId, table.type),
    uniqueIndex("newsletter_subscriptions_consumer_idx").on(table.consumerId, table.type),
    check("newsletter_subscriptions_one_owner", sql`(${table.contactId} is null) <> (${table.consumerId} is null)`),
  ],
);

/**
 * The links of confirmation emails, kept hashed. Every email sent adds one (an earlier email's
 * link keeps working until it expires); one link confirms every subscription of its signup.
 * Kept after use until they expire, so a second click answers the same confirmation; removed
 * at an opt-out, so an old link cannot subscribe again.
 */
export const newsletterConfirmationTokens = pgTable(
  "newsletter_confirmation_tokens",
  {
    tokenHash: text("token_hash").notNull(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tokenHash, table.subscriptionId] }), index("newsletter_confirmation_tokens_subscription_idx").on(table.subscriptionId)],
);

/**
 * SMS subscriptions of anonymous shoppers: one per phone. `guestId` is the guest session the
 * code was sent for (only it can confirm) and, once confirmed, the one that sees the state;
 * a guest has at most one. The code is kept hashed, bound to the guest session and the phone.
 */
export const guestSmsSubscriptions = pgTable(
  "guest_sms_subscriptions",
  {
    id: text("id").primaryKey(),
    /** E.164. */
    phone: text("phone").notNull().unique(),
    guestId: text("guest_id"),
    /** PENDING, SUBSCRIBED or UNSUBSCRIBED (of the phone, whoever confirmed it). */
    status: text("status").notNull(),
    acquisitionType: text("acquisition_type"),
    campaignName: text("campaign_name"),
    optinAt: timestamp("optin_at", { withTimezone: true }),
    doubleOptinAt: timestamp("double_optin_at", { withTimezone: true }),
    optoutAt: timestamp("optout_at", { withTimezone: true }),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("guest_sms_subscriptions_guest_idx").on(table.guestId)],
);

/**
 * How many signup confirmations (emails, SMS codes) went to a recipient, or were asked for by a
 * sender (a guest session or an account), in the current window. `key` is a hash of the
 * subject (no email or phone in clear here); counted under the row lock of the upsert.
 */
export const signupMessageQuotas = pgTable("signup_message_quotas", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  sent: integer("sent").notNull(),
});
