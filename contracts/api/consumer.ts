import { z } from "zod";
import { CONFIRMATION_TOKEN_PATTERN } from "./confirmation-token.ts";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "./auth.ts";
import { siteIdSchema } from "./cart.ts";
import { addressInput, loyaltyVoucherAnswer, PAYMENT_METHOD_IDS } from "./checkout.ts";
import { orderAddress, orderNumberSchema } from "./orders.ts";

/**
 * Contracts of the Consumer calls of the account area (commerce spec §3 Consumer profile,
 * Address, Payment instrument, Loyalty vouchers; §5; §7 Consumer): profile, lookup, loyalty,
 * SMS subscription, saved payment instruments, the address book, notification settings, the
 * user-data request, warranty and contact-us cases, and the gift card email resend; and the
 * newsletter and SMS signups of the content blocks (content spec §3 Subscription and Consumer
 * profile for signup, §7 Consumer calls, §9 double opt-in), anonymous and logged in. The order
 * calls of the same table are in orders.ts.
 *
 * Requests are lenient about extra fields (dropped: a shopper cannot make themselves an
 * employee by sending `employee: true`); answers are strict, so a field the backend adds without
 * adding it here fails the contract tests. Amounts are decimal currency units (19.99).
 *
 * In profile writes a field left out is unchanged; `null` (or an empty string) clears it where
 * clearing is allowed.
 */

// ---- business constants ----------------------------------------------------------------------

// Account ages and interests: in commerce-constants.ts (browser code shows them), re-exported here.
export { BIRTH_DATE_PLACEHOLDER, INTERESTS, INTEREST_SEPARATOR, MAXIMUM_AGE, MINIMUM_AGE, type Interest } from "./commerce-constants.ts";

/** Shoe sizes from 1 to 60 in whole or half sizes (US, UK and EU ranges together). */
export const SHOE_SIZE_MIN = 1;
export const SHOE_SIZE_MAX = 60;

/**
 * Commerce spec §5: a profile is partially enrolled when an email exists but one of these is
 * missing. The order is the order the profile-completion steps ask for them (§4: mobile first).
 */
export const ENROLMENT_FIELDS = ["phone", "firstName", "lastName", "postalCode", "birthDate"] as const;
export type EnrolmentField = (typeof ENROLMENT_FIELDS)[number];
/** Commerce spec §4 profile-completion steps a client goes to next (null: complete). */
export const COMPLETION_STEPS = ["mobile", "profile", "interests"] as const;

export const MAX_ADDRESSES = 20;
export const MAX_SAVED_CARDS = 10;

/** SMS double opt-in: a 6-digit code, valid 15 minutes, 5 tries. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 15;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_SUBSCRIPTION_STATUSES = ["NONE", "PENDING", "SUBSCRIBED", "UNSUBSCRIBED"] as const;
export type SmsSubscriptionStatus = (typeof SMS_SUBSCRIPTION_STATUSES)[number];

/**
 * Notification settings: topic × channel. Marketing by SMS is not here: it is the SMS
 * subscription, which needs a double opt-in. `defaultEnabled` applies until the shopper changes
 * a setting (order updates by email are on: they are transactional).
 */
export const NOTIFICATION_TOPICS = ["ORDER_UPDATES", "BACK_IN_STOCK", "PROMOTIONS", "LOYALTY", "PRODUCT_REVIEWS"] as const;
export const NOTIFICATION_CHANNELS = ["EMAIL", "SMS", "PUSH"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_SETTINGS: readonly { topic: NotificationTopic; channel: NotificationChannel; defaultEnabled: boolean }[] = [
  { topic: "ORDER_UPDATES", channel: "EMAIL", defaultEnabled: true },
  { topic: "ORDER_UPDATES", channel: "SMS", defaultEnabled: false },
  { topic: "ORDER_UPDATES", channel: "PUSH", defaultEnabled: false },
  { topic: "BACK_IN_STOCK", channel: "EMAIL", defaultEnabled: false },
  { topic: "BACK_IN_STOCK", channel: "PUSH", defaultEnabled: false },
  { topic: "PROMOTIONS", channel: "EMAIL", defaultEnabled: false },
  { topic: "PROMOTIONS", channel: "PUSH", defaultEnabled: false },
  { topic: "LOYALTY", channel: "EMAIL", defaultEnabled: false },
  { topic: "LOYALTY", channel: "PUSH", defaultEnabled: false },
  { topic: "PRODUCT_REVIEWS", channel: "EMAIL", defaultEnabled: false },
];

/**
 * Signups (content spec §3 Subscription). `SMS` is only sent by the SMS channel; the newsletter
 * types go by email or text.
 */
export const SUBSCRIPTION_TYPES = ["Newsletter", "LoyaltyNewsletter", "SMS"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const SUBSCRIPTION_CHANNELS = ["email", "sms"] as const;
/** An email newsletter subscription: PENDING until its confirmation link is used (double opt-in). */
export const NEWSLETTER_STATUSES = ["PENDING", "SUBSCRIBED", "UNSUBSCRIBED"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
/** A confirmation email's link works this long. */
export const NEWSLETTER_CONFIRMATION_TTL_HOURS = 72;
/**
 * Abuse limits of signup confirmations (emails and SMS codes), per 24 hours: to one recipient,
 * and asked for by one sender (a guest session or an account). 429 PRM140 beyond.
 */
export const SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY = 3;
export const SIGNUP_MESSAGES_PER_SENDER_PER_DAY = 5;
export { CONFIRMATION_TOKEN_PATTERN } from "./confirmation-token.ts";

/** Organisations whose privacy team answers user-data requests (ATTR200 for any other). */
export const USER_DATA_ORGANIZATIONS = ["RIDGELINE"] as const;
/** ACCESS answers the data at once; DELETION is recorded for the privacy team (status RECEIVED). */
export const USER_DATA_REQUEST_TYPES = ["ACCESS", "DELETION"] as const;

export const WARRANTY_ISSUE_TYPES = ["ZIPPER", "SEAM", "FABRIC", "SOLE", "BUCKLE_OR_STRAP", "WATERPROOFING", "INSULATION", "OTHER"] as const;
export const WARRANTY_MAX_IMAGES = 5;

/** An e-gift card email may be sent again this many times per line in 24 hours (429 GFC725 beyond). */
export const GIFT_CARD_EMAIL_RESENDS_PER_DAY = 3;

/** A loyalty token (for the embedded loyalty dashboard) lives this long. */
export const LOYALTY_TOKEN_TTL_SECONDS = 10 * 60;

// ---- field rules -----------------------------------------------------------------------------

const idSchema = z.string().trim().min(1).max(64);
/** A text that may be cleared: null or an empty string mean "clear", a missing field "unchanged". */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value));
const name = z.string().trim().min(1, "is required").max(50);
const queryFlag = z
  .enum(["true", "false"])
  .optional()
  .transform((value) => value === "true");
const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
const amount = z.number().finite();
const recaptchaResponse = z.string().max(4096).nullish();
/** Digits with the usual separators and an optional +; the backend normalises it to E.164. */
const PHONE_LIKE = /^\+?[\d\s().-]{7,24}$/;
const countryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "must be a 2-letter country code");

// ---- requests: profile -----------------------------------------------------------------------

/** GET /consumers-v3/consumer. */
export const profileQuery = z.object({ includeLoyaltySummary: queryFlag });

/**
 * The writable consumer details. Changing the email needs the current password (a stolen
 * access token must not be enough to take the account over). The birth date is `YYYY-MM-DD`
 * (checked by the profile rules: PRO410, PRO411).
 */
/** Content spec §3 consumerDetails.source: where the signup came from (kept with the subscriptions). */
export const signupSource = z.object({
  acquisitionType: z.string().trim().min(1).max(64),
  campaignName: z.string().trim().max(128).optional(),
});

export const consumerDetailsInput = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  currentPassword: z.string().max(1024).optional(),
  phone: clearableText(32),
  birthDate: clearableText(32),
  postalCode: clearableText(12),
  source: signupSource.optional(),
});

/** Interests as a list or joined by a pipe; a shoe size as a number or text ("9.5"). */
export const preferencesInput = z.object({
  interests: z
    .union([z.string().max(1000), z.array(z.string().max(40)).max(50)])
    .nullable()
    .optional(),
  preferredShoeSize: z
    .union([z.string().trim().max(8), z.number()])
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value)),
});

/**
 * Content spec §3 Subscription, as the signup blocks send it. The recipient is an email address
 * for `email` (answered trimmed and in lower case), a phone number for `sms`. The date opting in
 * (or out) is the server's UTC date as the client read it (`1970-01-01` when it could not): the
 * backend records its own time. The backend always asks for a confirmation (double opt-in),
 * whatever `doubleOptin` says.
 */
export const subscriptionInput = z
  .object({
    type: z.enum(SUBSCRIPTION_TYPES),
    channel: z.enum(SUBSCRIPTION_CHANNELS),
    optin: z.boolean(),
    doubleOptin: z.boolean().optional(),
    recipient: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
    category: z.literal("subscription"),
    country: countryCode,
    region: z.string().trim().min(1).max(16),
    optinDate: isoDate.optional(),
    optoutDate: isoDate.optional(),
  })
  .superRefine((value, context) => {
    if (value.channel === "email" && !isEmailAddress(value.recipient.toLowerCase())) context.addIssue({ code: "custom", path: ["recipient"], message: "must be an email address" });
    if (value.channel === "sms" && !PHONE_LIKE.test(value.recipient)) context.addIssue({ code: "custom", path: ["recipient"], message: "must be a phone number" });
    if (value.type === "SMS" && value.channel !== "sms") context.addIssue({ code: "custom", path: ["channel"], message: "SMS subscriptions go by sms" });
    if (value.optin && value.optinDate === undefined) context.addIssue({ code: "custom", path: ["optinDate"], message: "is required when opting in" });
    if (!value.optin && value.optoutDate === undefined) context.addIssue({ code: "custom", path: ["optoutDate"], message: "is required when opting out" });
  })
  .transform((value) => (value.channel === "email" ? { ...value, recipient: value.recipient.toLowerCase() } : value));
export type SubscriptionInput = z.output<typeof subscriptionInput>;

/** Content spec §3 enrollments: joining the loyalty programme (double opt-in on its side). */
export const enrollmentInput = z.object({
  type: z.literal("Loyalty"),
  optin: z.boolean(),
  doubleOptin: z.boolean().optional(),
  country: countryCode.optional(),
});

/**
 * The consumerProfile of the profile writes and of the signups (content spec §7: every write
 * body is `{consumerDetails, enrollments, subscriptions, preferences}`). At most one entry per
 * type and channel.
 */
export const consumerProfileInput = z.object({
  consumerDetails: consumerDetailsInput.prefault({}),
  enrollments: z.array(enrollmentInput).max(1).default([]),
  subscriptions: z
    .array(subscriptionInput)
    .max(6)
    .default([])
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const key = `${entry.type}/${entry.channel}`;
        if (seen.has(key)) context.addIssue({ code: "custom", path: [index], message: `${key} is sent twice` });
        seen.add(key);
      });
    }),
  preferences: preferencesInput.prefault({}),
});

/**
 * PUT /consumers-v3/consumer updates the profile; POST /consumers-v3/consumer enrols the shopper
 * in the loyalty programme with the same body (partial enrolment: names, phone and postal code
 * may still be missing; the birth date may not, for the age check: PRO411).
 *
 * Signups (content spec §7 createProfile, updateProfile):
 * - Members: each `email` subscription opting in is PENDING and a confirmation email goes to
 *   its recipient (double opt-in; nothing is sent again while it is SUBSCRIBED to the same
 *   address); opting out unsubscribes. `sms` subscriptions go through the SMS subscription
 *   call (400 ATTR300 here). A `Loyalty` enrolment opting in enrols, as POST does; opting out
 *   changes nothing (leaving the programme is a customer-service request).
 * - Guests (POST only, with a guest token): a newsletter-only signup, not an account. The body
 *   needs an `email` subscription opting in (otherwise, and for a Loyalty enrolment, 401
 *   AUT432: an account needs the sign-up call); every email subscription must go to the same
 *   address as `consumerDetails.email`, when sent. Only the address, the subscriptions and
 *   `source` are kept; the answer is `newsletterSignupAnswer`.
 */
export const profileRequest = z.object({ consumerProfile: consumerProfileInput });
export type ProfileRequest = z.input<typeof profileRequest>;

/** GET /consumers-v3/consumer/lookup: exactly one of email and phone. */
export const lookupQuery = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  phone: z.string().trim().min(1).max(32).optional(),
});

// ---- requests: employee discount terms -------------------------------------------------------

/**
 * POST /consumers-v3/consumer/employee/terms: a signed-in employee accepts the employee discount
 * terms (commerce spec §4: the dialog after login); employee prices apply from then on. Only
 * `accepted: true` is taken: withdrawing is not a storefront action.
 */
export const employeeTermsRequest = z.object({ accepted: z.literal(true) });

// ---- requests: loyalty -----------------------------------------------------------------------

/** POST /consumers-v3/consumer/loyalty/token: the storefront session id (x-usid) the token is bound to. */
export const loyaltyTokenRequest = z.object({ usid: z.string().trim().min(1).max(128) });
/** GET /consumers-v3/consumer/loyalty/vouchers: the site (its currency); RL-US by default. */
export const loyaltyVouchersQuery = z.object({ siteId: siteIdSchema.optional() });
/** GET /consumers-v3/consumer/loyalty/promo/welcome: the site (its language); RL-US by default. */
export const welcomePromoQuery = z.object({ siteId: siteIdSchema.optional() });

// ---- requests: SMS subscription --------------------------------------------------------------

/**
 * POST /consumers-v3/consumer/subscription: subscribe to marketing texts. The phone defaults to
 * the profile's (SHP410 without either). A code goes to the phone; the subscription is PENDING
 * until it is confirmed (double opt-in).
 */
export const smsSubscribeRequest = z.object({
  phone: z.string().trim().min(1).max(32).optional(),
  /**
   * The signup block's body (content spec §7): without `phone`, the phone is
   * `consumerDetails.phone` or the `sms` subscription's recipient; when several are sent they
   * must be the same number (400 ATTR300). `source` is kept with a guest's subscription.
   */
  consumerProfile: consumerProfileInput.optional(),
});

/** POST /consumers-v3/consumer/subscription/confirm: the token of a newsletter confirmation email's link. */
export const newsletterConfirmRequest = z.object({ token: z.string().trim().regex(CONFIRMATION_TOKEN_PATTERN, "is not a confirmation token") });

/**
 * PUT /consumers-v3/consumer/subscription: `confirmationCode` confirms a pending subscription;
 * `optin: false` unsubscribes; `optin: true` subscribes (as POST).
 *
 * Guests (a guest token) may subscribe (POST, or PUT `optin: true`), confirm the code sent for
 * their own session (PUT `confirmationCode`) and read their session's state (GET); opting out
 * needs an account (401 AUT432): the texts say how to stop them.
 */
export const smsSubscriptionUpdate = z.object({
  confirmationCode: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `must be ${SMS_CODE_LENGTH} digits`)
    .optional(),
  optin: z.boolean().optional(),
  phone: z.string().trim().min(1).max(32).optional(),
  consumerProfile: consumerProfileInput.optional(),
});

// ---- requests: payment instruments -----------------------------------------------------------

/** GET /consumers-v3/consumer/payment_instruments: all saved instruments, or one method's. */
export const paymentInstrumentsQuery = z.object({ payment_method_id: z.enum(PAYMENT_METHOD_IDS).optional() });

/** Loose digits: a number or a string of digits (card expiry fields). */
const digitsOrNumber = z.union([z.number(), z.string().trim().max(4)]);

/**
 * POST /consumers-v3/consumer/payment_instruments. Only cards are kept in the account (the
 * other methods are chosen at checkout). The full number is used to check it and to take the
 * brand and last four digits; it is never stored. Duplicate: PYT300; expiry: FE309; a failed
 * recaptcha: AUT403. Without `main`, the card becomes the main one when no card is.
 */
export const savePaymentInstrumentRequest = z.object({
  payment_method_id: z.enum(PAYMENT_METHOD_IDS),
  recaptcha_response: recaptchaResponse,
  card: z.object({
    number: z.string().trim().min(1).max(32),
    expiryMonth: digitsOrNumber,
    expiryYear: digitsOrNumber,
    holder: z.string().trim().min(1).max(100),
    main: z.boolean().optional(),
  }),
  /** One of the shopper's billing (or shipping) addresses (PYT405 otherwise). */
  billingAddressId: idSchema.nullish(),
});

/** PATCH /consumers-v3/consumer/payment_instruments/{id}: at least one field. */
export const updatePaymentInstrumentRequest = z
  .object({
    main: z.literal(true).optional(),
    expiryMonth: digitsOrNumber.optional(),
    expiryYear: digitsOrNumber.optional(),
    holder: z.string().trim().min(1).max(100).optional(),
    /** null unlinks the billing address. */
    billingAddressId: idSchema.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "send at least one of main, expiryMonth, expiryYear, holder, billingAddressId")
  .refine((value) => (value.expiryMonth === undefined) === (value.expiryYear === undefined), "expiryMonth and expiryYear go together");

// ---- requests: address book ------------------------------------------------------------------

/**
 * POST /consumers-v3/consumer/address and PUT …/address/{addressId}: an address of the book
 * (approachType S shipping, the default, or B billing). Checked as checkout checks them
 * (backend/checkout/addresses.ts): shipping addresses in a country of the sites, with a phone,
 * no P.O. box; billing addresses with a phone. The same address twice: 409 CCA400.
 */
export const accountAddressRequest = z.object({ address: addressInput });

// ---- requests: notifications, user data, warranty, gift card, contact us ---------------------

/** PUT /consumers-v3/consumer/notification: the settings to change (others stay). */
export const notificationRequest = z.object({
  notifications: z
    .array(z.object({ topic: z.enum(NOTIFICATION_TOPICS), channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_SETTINGS.length),
});

/**
 * POST /consumers-v3/consumer/retrieveUserData. No body: ATTR300; no request type: ATTR100;
 * no (or an unknown) organization: ATTR200.
 */
export const userDataRequest = z.object({
  requestType: z.enum(USER_DATA_REQUEST_TYPES),
  organization: z.enum(USER_DATA_ORGANIZATIONS),
});

/** POST /consumers-v3/consumer/warranty: a warranty support case about a product the shopper owns. */
export const warrantyRequest = z.object({
  /** A style id (8 characters) or a variant's product id (11). */
  productId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "must be a style id or a product id"),
  /** One of the shopper's orders holding the product (optional: bought in a store). */
  orderNumber: orderNumberSchema.optional(),
  purchaseDate: isoDate,
  issueType: z.enum(WARRANTY_ISSUE_TYPES),
  description: z.string().trim().min(10, "needs at least 10 characters").max(2000),
  images: z
    .array(z.url({ protocol: /^https$/ }).max(2048))
    .max(WARRANTY_MAX_IMAGES)
    .optional(),
  contactPhone: z.string().trim().min(1).max(32).optional(),
});

/**
 * POST /consumers-v3/consumer/resendGiftCardEmail: the e-gift card emails of one of the
 * shopper's orders (every e-gift card line, or `itemId`'s) go again to the order's email. A
 * different recipient cannot be named: whoever holds a stolen token must not get the cards.
 */
export const resendGiftCardEmailRequest = z.object({ orderNumber: orderNumberSchema, itemId: idSchema.optional() });

/** GET /consumers-v3/contactus/categorySubject: labels in the site's language (RL-US by default). */
export const contactUsCategoriesQuery = z.object({ siteId: siteIdSchema.optional() });

/**
 * POST /consumers-v3/contactus: guests and members. A member's name and email default to the
 * profile's; a guest gives them. A subject that `requiresOrderNumber` needs one.
 */
export const contactUsRequest = z.object({
  categoryId: idSchema,
  subjectId: idSchema,
  firstName: z.string().trim().min(1).max(50).optional(),
  lastName: z.string().trim().min(1).max(50).optional(),
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  phone: z.string().trim().min(1).max(32).optional(),
  orderNumber: orderNumberSchema.optional(),
  message: z.string().trim().min(10, "needs at least 10 characters").max(4000),
  siteId: siteIdSchema.optional(),
});

// ---- answers ---------------------------------------------------------------------------------

/** Commerce spec §3 Address, as kept in the address book. */
export const accountAddressAnswer = z.strictObject({
  id: z.string(),
  approachType: z.enum(["S", "B"]),
  main: z.boolean(),
  ...orderAddress.shape,
});
export type AccountAddressAnswer = z.infer<typeof accountAddressAnswer>;

/** DELETE …/address/{addressId}: the book as it is now. */
export const accountAddressesAnswer = z.strictObject({ addresses: z.array(accountAddressAnswer) });


/** The profile (commerce spec §3 Consumer profile). */
export const consumerProfileAnswer = z.strictObject({
  consumerNo: z.string(),
  memberId: z.string().nullable(),
  /** REGULAR, EMPLOYEE and others. */
  consumerType: z.string(),
  consumerDetails: z.strictObject({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** YYYY-MM-DD; null when there is none (or the 1900-01-01 placeholder). */
    birthDate: isoDate.nullable(),
    postalCode: z.string().nullable(),
    addresses: z.array(accountAddressAnswer),
    athlete: z.boolean(),
    employee: z.boolean(),
    /** A pro-programme member (identity WRANX or IPA). */
    prosumer: z.boolean(),
    identities: z.array(z.strictObject({ type: z.string() })),
    /** Employees: the annual cap of the employee discount and what is spent of it. */
    employeeAllowance: z.strictObject({ annualCap: amount, currentSpend: amount, remaining: amount }).nullable(),
    /** Athletes: the annual credit and what is spent of it. */
    athleteAllowance: z.strictObject({ annualCredit: amount, currentSpend: amount, remaining: amount }).nullable(),
    /**
     * Pro-programme members (WRANX, IPA): the annual cap of pro purchases and what is spent of it
     * (their spend banner, commerce spec §6). Null for others; answers older than it omit it.
     */
    prosumerAllowance: z.strictObject({ annualCap: amount, currentSpend: amount, remaining: amount }).nullable().optional(),
  }),
  isLoyaltyMember: z.boolean(),
  /** Employees: the employee discount terms are accepted (employee prices apply); false for everyone else. */
  isEmployeeDiscountTCAccepted: z.boolean(),
  loyaltyOptInDate: isoDate.nullable(),
  /** With includeLoyaltySummary=true, for loyalty members; null otherwise. */
  loyaltySummary: z.strictObject({ points: z.strictObject({ balance: z.number().int().min(0) }) }).nullable(),
  preferences: z.strictObject({
    /** Joined by a pipe ("hiking|camping"); empty when none. */
    interests: z.string(),
    preferredShoeSize: z.string().nullable(),
  }),
  /**
   * The SMS marketing subscription (type MARKETING), the email newsletters (type Newsletter or
   * LoyaltyNewsletter, channel EMAIL) and the notification settings (type the topic).
   */
  subscriptions: z.array(
    z.strictObject({
      type: z.string(),
      channel: z.enum(NOTIFICATION_CHANNELS),
      optin: z.boolean(),
      /** SMS marketing and newsletters: confirmed; null where no double opt-in applies. */
      doubleOptin: z.boolean().nullable(),
      /** Newsletters: PENDING until the confirmation link is used. */
      status: z.enum(NEWSLETTER_STATUSES).optional(),
      /** Newsletters: the address they go to. */
      recipient: z.string().optional(),
    }),
  ),
  /** Commerce spec §5 partial enrolment, and where profile completion (§4) goes next. */
  enrolment: z.strictObject({
    partial: z.boolean(),
    missingFields: z.array(z.enum(ENROLMENT_FIELDS)),
    nextStep: z.enum(COMPLETION_STEPS).nullable(),
  }),
});
export type ConsumerProfileAnswer = z.infer<typeof consumerProfileAnswer>;

/**
 * The employee discount terms are accepted (the Login session's isEmployeeDiscountTCAccepted,
 * commerce spec §3): the same answer when they already were. Not an employee: 403 AUT432.
 */
export const employeeTermsAnswer = z.strictObject({ isEmployeeDiscountTCAccepted: z.literal(true) });

/** Lookup: whether an account exists, nothing more. */
export const consumerLookupAnswer = z.strictObject({ exists: z.boolean(), lookupType: z.enum(["email", "phone"]) });

export const loyaltyTokenAnswer = z.strictObject({ loyaltyToken: z.string().min(1), expiresIn: z.number().int().positive(), memberId: z.string() });

/**
 * The welcome offer of a new loyalty member: a coupon, valid for `validDays` from the opt-in.
 * REDEEMED once the member used it on an order.
 */
export const welcomePromoAnswer = z.strictObject({
  promotionId: z.string(),
  couponCode: z.string(),
  title: z.string(),
  description: z.string(),
  validFrom: isoDateTime,
  validUntil: isoDateTime,
  status: z.enum(["AVAILABLE", "REDEEMED", "EXPIRED"]),
});

/**
 * Commerce spec §3 Loyalty vouchers: the ones the points reach, smallest first, in the site's
 * currency; `bestVoucher` is the largest of them (§9: the one shown).
 */
export const loyaltyVouchersAnswer = z.strictObject({
  currentLoyaltyPoints: z.number().int().min(0),
  currency: z.string(),
  applicableLoyaltyVouchers: z.array(loyaltyVoucherAnswer),
  bestVoucher: loyaltyVoucherAnswer.nullable(),
});

/** The SMS marketing subscription and its double opt-in. */
export const smsSubscriptionAnswer = z.strictObject({
  type: z.literal("MARKETING"),
  channel: z.literal("SMS"),
  status: z.enum(SMS_SUBSCRIPTION_STATUSES),
  /** Masked: the last 4 digits. */
  phone: z.string().nullable(),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  optinDate: isoDateTime.nullable(),
  doubleOptinDate: isoDateTime.nullable(),
  optoutDate: isoDateTime.nullable(),
  /** PENDING: until when the code sent can confirm it. */
  confirmationExpiresAt: isoDateTime.nullable(),
});

/**
 * A guest's newsletter signup (content spec §7 createProfile): `consumerId` is the id of the
 * email's newsletter contact record — not an account, and no key to anything (confirming needs
 * the emailed link). The same answer whether the address was new, already signed up or is an
 * account's: a signup tells nobody which.
 */
export const newsletterSignupAnswer = z.strictObject({ consumerId: z.string().min(1) });

/** POST /consumers-v3/consumer/subscription/confirm: the subscriptions the link confirmed. */
export const newsletterConfirmationAnswer = z.strictObject({
  /** Masked ("h•••@example.com"): the link may be opened on a shared screen. */
  recipient: z.string(),
  subscriptions: z.array(
    z.strictObject({
      type: z.enum(SUBSCRIPTION_TYPES),
      channel: z.literal("EMAIL"),
      status: z.enum(NEWSLETTER_STATUSES),
      optin: z.boolean(),
      doubleOptin: z.boolean(),
      doubleOptinDate: isoDateTime.nullable(),
    }),
  ),
});

/** A saved card: brand, last four digits and expiry only. */
export const savedPaymentInstrumentAnswer = z.strictObject({
  payment_instrument_id: z.string(),
  payment_method_id: z.literal("CREDIT_CARD"),
  card: z.strictObject({
    paymentInstrumentId: z.string(),
    main: z.boolean(),
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    maskedNumber: z.string(),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int(),
    holder: z.string(),
    /** Expired cards stay listed (to be updated or removed) but cannot pay. */
    expired: z.boolean(),
  }),
  address: accountAddressAnswer.nullable(),
});
export type SavedPaymentInstrumentAnswer = z.infer<typeof savedPaymentInstrumentAnswer>;

export const savedPaymentInstrumentsAnswer = z.strictObject({ payment_instruments: z.array(savedPaymentInstrumentAnswer) });

export const notificationSettingsAnswer = z.strictObject({
  notifications: z.array(z.strictObject({ topic: z.enum(NOTIFICATION_TOPICS), channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() })),
});

export const warrantyCaseAnswer = z.strictObject({
  caseId: z.string(),
  status: z.enum(["OPEN"]),
  productId: z.string(),
  productName: z.string(),
  orderNumber: z.string().nullable(),
  purchaseDate: isoDate,
  issueType: z.enum(WARRANTY_ISSUE_TYPES),
  createdAt: isoDateTime,
});

export const giftCardEmailResendAnswer = z.strictObject({
  orderNumber: z.string(),
  recipientEmail: z.string(),
  resent: z.array(z.strictObject({ itemId: z.string(), productId: z.string(), name: z.string() })),
  sentAt: isoDateTime,
});

export const contactUsCaseAnswer = z.strictObject({
  caseNumber: z.string(),
  status: z.enum(["RECEIVED"]),
  categoryId: z.string(),
  subjectId: z.string(),
  createdAt: isoDateTime,
});

export const contactUsCategoriesAnswer = z.strictObject({
  categories: z.array(
    z.strictObject({
      categoryId: z.string(),
      label: z.string(),
      subjects: z.array(z.strictObject({ subjectId: z.string(), label: z.string(), requiresOrderNumber: z.boolean() })),
    }),
  ),
});

/** The shopper's data (ACCESS): what the account holds, as the account calls answer it. */
export const userDataAnswer = z.strictObject({
  requestId: z.string(),
  requestType: z.enum(USER_DATA_REQUEST_TYPES),
  organization: z.enum(USER_DATA_ORGANIZATIONS),
  /** ACCESS: COMPLETED with the data; DELETION: RECEIVED (the privacy team acts on it). */
  status: z.enum(["COMPLETED", "RECEIVED"]),
  createdAt: isoDateTime,
  data: z
    .strictObject({
      profile: consumerProfileAnswer,
      paymentInstruments: z.array(savedPaymentInstrumentAnswer),
      smsSubscription: smsSubscriptionAnswer,
      notifications: notificationSettingsAnswer.shape.notifications,
      orders: z.array(z.strictObject({ orderNumber: z.string(), status: z.string(), createdAt: isoDateTime, total: amount, currency: z.string() })),
      contactUsCases: z.array(contactUsCaseAnswer),
      warrantyCases: z.array(warrantyCaseAnswer),
    })
    .nullable(),
});

/** Answers of the consumer calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const consumerContracts: Record<string, z.ZodType> = {
  consumerProfile: consumerProfileAnswer,
  consumerLookup: consumerLookupAnswer,
  employeeTerms: employeeTermsAnswer,
  loyaltyToken: loyaltyTokenAnswer,
  welcomePromo: welcomePromoAnswer,
  loyaltyVouchers: loyaltyVouchersAnswer,
  smsSubscription: smsSubscriptionAnswer,
  newsletterSignup: newsletterSignupAnswer,
  newsletterConfirmation: newsletterConfirmationAnswer,
  savedPaymentInstrument: savedPaymentInstrumentAnswer,
  savedPaymentInstruments: savedPaymentInstrumentsAnswer,
  accountAddress: accountAddressAnswer,
  accountAddresses: accountAddressesAnswer,
  notificationSettings: notificationSettingsAnswer,
  userData: userDataAnswer,
  warrantyCase: warrantyCaseAnswer,
  giftCardEmailResend: giftCardEmailResendAnswer,
  contactUsCase: contactUsCaseAnswer,
  contactUsCategories: contactUsCategoriesAnswer,
};
