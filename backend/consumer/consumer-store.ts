import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import {
  NOTIFICATION_SETTINGS,
  type AccountAddressAnswer,
  type ConsumerProfileAnswer,
  type SavedPaymentInstrumentAnswer,
  type notificationSettingsAnswer,
  type smsSubscriptionAnswer,
} from "../../contracts/api/consumer.ts";
import { isExpired, maskNumber } from "../checkout/payments.ts";
import type { Executor } from "../db/db-executor.ts";
import { addresses, consumerPreferences, consumers, notificationSettings, savedCardAddresses, savedCards, smsSubscriptions } from "../db/schema.ts";
import { requireIdentity, type BackendDeps } from "../http/api.ts";
import type { Identity } from "../identity/tokens.ts";
import { ApiError } from "../http/errors.ts";
import { toUnits } from "../money.ts";
import { PRO_IDENTITY_TYPES } from "../pricing/member-prices.ts";
import { memberNewsletters } from "./newsletter-store.ts";
import { answeredBirthDate, enrolmentOf, type Checked } from "./profile-rules.ts";

/**
 * Who may use the account calls, and the account as answered (commerce spec §3 Consumer
 * profile, Address, Payment instrument). Every read is scoped by the caller's consumer id: a
 * shopper's token never reaches another shopper's rows.
 */

export type ConsumerRow = typeof consumers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type CardRow = typeof savedCards.$inferSelect;
export type SmsRow = typeof smsSubscriptions.$inferSelect;

/**
 * The registered shopper of the token. No token or a guest's: 401 AUT432 (sign in first); an
 * associate's own token: 403 AUT432 (associates act with the customer's token).
 */
export function requireConsumerId(c: Context, deps: BackendDeps): string {
  return consumerIdOf(requireIdentity(c, deps));
}

/** The registered shopper of an identity; a guest's 401 AUT432, an associate's 403 AUT432. */
export function consumerIdOf(identity: Identity): string {
  if (identity.kind === "registered") return identity.consumerId;
  if (identity.kind === "agent") throw new ApiError(403, "AUT432", "An associate token has no account; act with the customer's token");
  throw new ApiError(401, "AUT432", "Sign in to use your account");
}

/** The consumer row; 404 PRO404 when the account is gone (a token outliving it). */
export async function loadConsumer(db: Executor, consumerId: string, options: { lock?: boolean } = {}): Promise<ConsumerRow> {
  const query = db.select().from(consumers).where(eq(consumers.id, consumerId));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "PRO404", "This profile was not found");
  return row;
}

// ---- addresses -------------------------------------------------------------------------------

export function addressAnswer(row: AddressRow): AccountAddressAnswer {
  return {
    id: row.id,
    approachType: row.approachType === "B" ? "B" : "S",
    main: row.main,
    recipientFirstName: row.recipientFirstName,
    recipientLastName: row.recipientLastName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    stateCityProvDept: row.stateCityProvDept,
    postalCode: row.postalCode,
    country: row.country,
    recipientContactEmail: row.recipientContactEmail,
    recipientContactPhone: row.recipientContactPhone,
  };
}

/** The address book: shipping before billing, the main one first, then by id (stable). */
export async function addressesOf(db: Executor, consumerId: string): Promise<AddressRow[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.consumerId, consumerId)).orderBy(asc(addresses.id));
  return rows.sort((a, b) => b.approachType.localeCompare(a.approachType) || Number(b.main) - Number(a.main));
}

/** One of the caller's addresses, or undefined (someone else's is the same as none). */
export async function ownAddress(db: Executor, consumerId: string, addressId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.consumerId, consumerId)));
  return row;
}

// ---- saved cards -----------------------------------------------------------------------------

export function cardAnswer(card: CardRow, address: AddressRow | undefined, now: Date): SavedPaymentInstrumentAnswer {
  return {
    payment_instrument_id: card.id,
    payment_method_id: "CREDIT_CARD",
    card: {
      paymentInstrumentId: card.id,
      main: card.main,
      brand: card.brand.toLowerCase(),
      last4: card.last4,
      maskedNumber: maskNumber(card.last4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holder: card.holder,
      expired: isExpired({ month: card.expiryMonth, year: card.expiryYear }, now),
    },
    address: address ? addressAnswer(address) : null,
  };
}

/** The saved cards with their billing addresses: the main one first, then by id. */
export async function cardsOf(db: Executor, consumerId: string, now: Date): Promise<SavedPaymentInstrumentAnswer[]> {
  const rows = await db
    .select({ card: savedCards, address: addresses })
    .from(savedCards)
    .leftJoin(savedCardAddresses, eq(savedCardAddresses.cardId, savedCards.id))
    .leftJoin(addresses, eq(addresses.id, savedCardAddresses.addressId))
    .where(eq(savedCards.consumerId, consumerId))
    .orderBy(asc(savedCards.id));
  return rows.sort((a, b) => Number(b.card.main) - Number(a.card.main)).map((row) => cardAnswer(row.card, row.address ?? undefined, now));
}

// ---- subscriptions and notifications ---------------------------------------------------------

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The last four digits of a phone, the rest hidden. */
export const maskPhone = (phone: string) => `${"•".repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

/** The SMS subscription answer of a member's row, or of a guest's (the same fields). */
export function smsAnswer(row: Pick<SmsRow, "status" | "phone" | "optinAt" | "doubleOptinAt" | "optoutAt" | "codeExpiresAt"> | undefined): z.infer<typeof smsSubscriptionAnswer> {
  const status = (row?.status ?? "NONE") as z.infer<typeof smsSubscriptionAnswer>["status"];
  return {
    type: "MARKETING",
    channel: "SMS",
    status,
    phone: row ? maskPhone(row.phone) : null,
    optin: status === "PENDING" || status === "SUBSCRIBED",
    doubleOptin: status === "SUBSCRIBED",
    optinDate: iso(row?.optinAt ?? null),
    doubleOptinDate: iso(row?.doubleOptinAt ?? null),
    optoutDate: iso(row?.optoutAt ?? null),
    confirmationExpiresAt: status === "PENDING" ? iso(row?.codeExpiresAt ?? null) : null,
  };
}

export async function smsSubscriptionOf(db: Executor, consumerId: string): Promise<SmsRow | undefined> {
  const [row] = await db.select().from(smsSubscriptions).where(eq(smsSubscriptions.consumerId, consumerId));
  return row;
}

/** Every notification setting: the shopper's choice where there is one, else the default. */
export async function notificationsOf(db: Executor, consumerId: string): Promise<z.infer<typeof notificationSettingsAnswer>["notifications"]> {
  const chosen = await db.select().from(notificationSettings).where(eq(notificationSettings.consumerId, consumerId));
  return NOTIFICATION_SETTINGS.map(({ topic, channel, defaultEnabled }) => ({
    topic,
    channel,
    enabled: chosen.find((row) => row.topic === topic && row.channel === channel)?.enabled ?? defaultEnabled,
  }));
}

// ---- the profile -----------------------------------------------------------------------------

export async function profileAnswer(db: Executor, consumer: ConsumerRow, options: { includeLoyaltySummary: boolean }): Promise<ConsumerProfileAnswer> {
  const [preferences] = await db.select().from(consumerPreferences).where(eq(consumerPreferences.consumerId, consumer.id));
  const sms = await smsSubscriptionOf(db, consumer.id);
  const newsletters = await memberNewsletters(db, consumer.id);
  const notifications = await notificationsOf(db, consumer.id);
  const book = await addressesOf(db, consumer.id);
  const employee = consumer.consumerType === "EMPLOYEE";
  const prosumer = consumer.identityTypes.some((type) => PRO_IDENTITY_TYPES.includes(type));
  // One allowance per account (annual_cap, current_spend): its programme names it.
  const allowance = (cap: number) => ({ currentSpend: toUnits(consumer.currentSpend), remaining: toUnits(Math.max(0, cap - consumer.currentSpend)) });

  return {
    consumerNo: consumer.consumerNo,
    memberId: consumer.memberId,
    consumerType: consumer.consumerType,
    consumerDetails: {
      firstName: consumer.firstName,
      lastName: consumer.lastName,
      email: consumer.email,
      phone: consumer.phone,
      birthDate: answeredBirthDate(consumer.birthDate),
      postalCode: consumer.postalCode,
      addresses: book.map(addressAnswer),
      athlete: consumer.athlete,
      employee,
      prosumer,
      identities: consumer.identityTypes.map((type) => ({ type })),
      employeeAllowance: employee && consumer.annualCap !== null ? { annualCap: toUnits(consumer.annualCap), ...allowance(consumer.annualCap) } : null,
      athleteAllowance: consumer.athlete && consumer.annualCap !== null ? { annualCredit: toUnits(consumer.annualCap), ...allowance(consumer.annualCap) } : null,
      prosumerAllowance: prosumer && consumer.annualCap !== null ? { annualCap: toUnits(consumer.annualCap), ...allowance(consumer.annualCap) } : null,
    },
    isLoyaltyMember: consumer.loyaltyMember,
    isEmployeeDiscountTCAccepted: consumer.consumerType === "EMPLOYEE" && consumer.employeeTermsAccepted,
    loyaltyOptInDate: consumer.loyaltyMember ? calendarDayOf(consumer.loyaltyOptInDate) : null,
    loyaltySummary: options.includeLoyaltySummary && consumer.loyaltyMember ? { points: { balance: Math.max(0, consumer.loyaltyPoints) } } : null,
    preferences: { interests: consumer.interests, preferredShoeSize: preferences?.preferredShoeSize ?? null },
    subscriptions: [
      ...(sms ? [{ type: "MARKETING", channel: "SMS" as const, optin: sms.status === "PENDING" || sms.status === "SUBSCRIBED", doubleOptin: sms.status === "SUBSCRIBED" }] : []),
      ...newsletters,
      ...notifications.map((setting) => ({ type: setting.topic, channel: setting.channel, optin: setting.enabled, doubleOptin: null })),
    ],
    enrolment: enrolmentOf(consumer),
  };
}

/** A stored calendar date (YYYY-MM-DD, possibly with a time) as a date, or null. */
export function calendarDayOf(stored: string | null): string | null {
  const day = stored?.slice(0, 10) ?? null;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** The constraint a unique violation (SQLSTATE 23505) broke, looking through driver wrappers. */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "unknown";
  }
  return undefined;
}

/** Throws the problem of a rule check as a 400 with its id; answers the checked value. */
export function orThrow<T>(checked: Checked<T>): T {
  if ("problem" in checked) throw new ApiError(400, checked.problem.errorId, checked.problem.message, { field: checked.problem.field });
  return checked.ok;
}
