import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import type { CartAnswer } from "../../contracts/api/cart.ts";
import { MAX_GIFT_CARDS, PAYMENT_METHOD_IDS, type PaymentMethodId, type PaymentMethodsAnswer, paymentInstrumentFields } from "../../contracts/api/checkout.ts";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import type { CartRow } from "../cart/cart-store.ts";
import { carts, consumers, giftCards, loyaltyVouchers, paymentInstruments, savedCards } from "../db/schema.ts";
import type { Database } from "../db/database.ts";
import type { Executor } from "../db/db-executor.ts";
import type { AttemptPolicy } from "../http/attempt-limit.ts";
import { ApiError } from "../http/errors.ts";
import { toMinor, toUnits } from "../money.ts";
import { hashPassword, verifyAgainstNobody, verifyPassword } from "../identity/passwords.ts";
import type { Identity } from "../identity/tokens.ts";
import { LOYALTY_POINT_VALUE, cardBrand, cardOutcome, isExpired, isOpenMethod, isTooFarAhead, luhnValid, parseExpiry, type InstrumentRow } from "./payments.ts";

/**
 * Payment instruments of a cart (commerce spec §3, §7 paymentInstruments, paymentMethods, reward,
 * giftcard/balance; §8 GFC, REW, PYT, PAY, FE309 ids). Everything runs in the caller's
 * transaction with the cart locked. Instruments store no secrets: a gift card's number (needed to
 * redeem it) but never its PIN; a credit card's brand, last four digits, expiry and holder, and
 * the processor's verdict on the number (the test cards of payments.ts), never the number or cvv.
 *
 * Decisions where the spec is silent:
 * - Loyalty rules (points, reward vouchers): a guest is REW401 (not signed in), a member who is
 *   not in the loyalty programme REW130, a member whose loyalty is not confirmed (no opt-in
 *   date) REW135, too few points REW140. Reward codes are loyalty voucher ids (LV-USD-0500) of
 *   the cart's currency; an unknown code is REW401. One reward voucher and one points instrument
 *   per cart (a new one replaces the old); together they may not need more points than the member
 *   has. Points pay 1 minor unit each (payments.ts LOYALTY_POINT_VALUE).
 * - Athletes payment: athletes with an annual allowance only (else 403 PAY400); it pays up to
 *   annual_cap − current_spend (nothing left: PYT400).
 * - Buy-now-pay-later (KLARNA) is offered for USD, GBP and EUR carts (not CAD); it needs a
 *   session of GET /cart/v1/paymentSession for the same cart, valid 30 minutes.
 * - A gift card applied when the fixed instruments already pay everything is GFC725 (not
 *   allowed: nothing left to pay).
 */

export type ConsumerRow = typeof consumers.$inferSelect;

/** Buy-now-pay-later currencies. */
export const KLARNA_CURRENCIES: readonly string[] = ["USD", "GBP", "EUR"];

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodId, string>> = {
  GIFT_CARD: "Gift card",
  LOYALTY_POINTS: "Loyalty points",
  ATHLETES_PAYMENT: "Athletes payment",
  KLARNA: "Klarna: buy now, pay later",
  REWARD_CODE: "Reward code",
  REWARD_CARD: "Reward card",
  CREDIT_CARD: "Credit card",
  PAYPAL: "PayPal",
};

/** The signed-in consumer of the token (null for a guest); 401 AUT498 when the account is gone. */
export async function loadConsumer(db: Executor, identity: Identity, options: { lock?: boolean } = {}): Promise<ConsumerRow | null> {
  if (identity.kind !== "registered") return null;
  const query = db.select().from(consumers).where(eq(consumers.id, identity.consumerId));
  const [consumer] = options.lock ? await query.for("update") : await query;
  if (!consumer) throw new ApiError(401, "AUT498", "The signed-in customer is unknown");
  return consumer;
}

export async function instrumentsOf(db: Executor, cartId: string): Promise<InstrumentRow[]> {
  return db.select().from(paymentInstruments).where(eq(paymentInstruments.cartId, cartId)).orderBy(asc(paymentInstruments.id));
}

/** Minor units still to pay once the fixed instruments (gift cards, points…) have paid. */
export function leftForFixed(answer: CartAnswer): number {
  const fixed = (answer.payment_instruments as { payment_method_id: string; amount: number }[]).filter((entry) => !isOpenMethod(entry.payment_method_id));
  return Math.max(0, toMinor(answer.totals.total) - fixed.reduce((sum, entry) => sum + toMinor(entry.amount), 0));
}

const pointsOf = (row: InstrumentRow) => (typeof row.details.points === "number" ? row.details.points : 0);
const isReward = (row: InstrumentRow) => row.methodId === "REWARD_CODE" || row.methodId === "REWARD_CARD";

/** Why the consumer may not use loyalty (points or rewards), or undefined. */
export function loyaltyProblem(consumer: ConsumerRow | null): { errorId: ErrorId; message: string } | undefined {
  if (!consumer) return { errorId: "REW401", message: "Sign in to use loyalty points and rewards" };
  if (!consumer.loyaltyMember) return { errorId: "REW130", message: "Loyalty points and rewards are for loyalty members" };
  if (!consumer.loyaltyOptInDate) return { errorId: "REW135", message: "Your loyalty membership is not confirmed yet" };
  return undefined;
}

function requireLoyalty(consumer: ConsumerRow | null): ConsumerRow {
  const problem = loyaltyProblem(consumer);
  if (problem) throw new ApiError(403, problem.errorId, problem.message);
  return consumer!;
}

/** Athlete allowance left, minor units; undefined for anyone who is not an athlete with one. */
export function athleteRemaining(consumer: ConsumerRow | null): number | undefined {
  if (!consumer?.athlete || consumer.annualCap === null) return undefined;
  return Math.max(0, consumer.annualCap - consumer.currentSpend);
}

/** Loyalty vouchers of a currency, smallest first. */
export async function vouchersIn(db: Executor, currency: string) {
  return db.select().from(loyaltyVouchers).where(eq(loyaltyVouchers.currency, currency)).orderBy(asc(loyaltyVouchers.points), asc(loyaltyVouchers.id));
}

/** The next appliedAt: after every instrument of the cart (their order of application). */
function nextAppliedAt(existing: readonly InstrumentRow[], now: Date): number {
  return Math.max(now.getTime(), ...existing.map((row) => (typeof row.details.appliedAt === "number" ? row.details.appliedAt + 1 : 0)));
}

async function insertInstrument(db: Executor, cart: CartRow, existing: readonly InstrumentRow[], now: Date, methodId: PaymentMethodId, amount: number, details: Record<string, unknown>): Promise<void> {
  await db.insert(paymentInstruments).values({ id: randomUUID(), cartId: cart.id, methodId, amount, details: { ...details, appliedAt: nextAppliedAt(existing, now) } });
}

async function removeWhere(db: Executor, rows: readonly InstrumentRow[]): Promise<void> {
  if (rows.length) await db.delete(paymentInstruments).where(inArray(paymentInstruments.id, rows.map((row) => row.id)));
}

export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * A gift card by number and PIN; expired GFC812. An unknown number and a wrong PIN get the same
 * answer (GFC800, "invalid" in the catalogue), in the same time (an unknown card still costs a
 * scrypt verification), so that card numbers cannot be enumerated. PINs are stored as scrypt
 * hashes; the callers limit the failed attempts (GIFT_CARD_PIN_ATTEMPTS).
 */
export async function verifiedGiftCard(db: Executor, number: string, pin: string, now: Date): Promise<GiftCardRow> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.number, normalisedCardNumber(number)));
  const matches = card?.pinHash ? await verifyPassword(pin, card.pinHash) : await verifyAgainstNobody(pin);
  if (!card || !matches) throw new ApiError(400, "GFC800", "The gift card number or PIN is not valid", { field: "number" });
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) throw new ApiError(400, "GFC812", "This gift card has expired");
  return card;
}

export const normalisedCardNumber = (number: string) => number.replace(/[\s-]/g, "");

/**
 * Failed PIN attempts: 5 per card and 10 per caller in 15 minutes, then 429 GFC799 ("balance
 * check error") until the window ends. A 4-digit PIN has 10,000 values: without a limit it falls
 * to a script in minutes.
 */
export const GIFT_CARD_PIN_ATTEMPTS = {
  perCard: { name: "giftcard-pin-card", failures: 5, windowMs: 15 * 60_000, errorId: "GFC799", message: "Too many wrong gift card PINs; try again later" },
  perCaller: { name: "giftcard-pin-caller", failures: 10, windowMs: 15 * 60_000, errorId: "GFC799", message: "Too many wrong gift card PINs; try again later" },
} as const satisfies Record<string, AttemptPolicy>;

/**
 * Hashes the PINs of databases made before PINs were hashed (run at start; cheap when there is
 * nothing to do). Each PIN gets its own salt.
 */
export async function hashLegacyGiftCardPins(db: Pick<Database, "select" | "update">): Promise<number> {
  const legacy = await db.select({ number: giftCards.number, pin: giftCards.legacyPin }).from(giftCards).where(isNotNull(giftCards.legacyPin));
  for (const card of legacy) {
    await db.update(giftCards).set({ pinHash: await hashPassword(card.pin!), legacyPin: null }).where(eq(giftCards.number, card.number));
  }
  return legacy.length;
}

/** Parses the fields of a method with its own error id (400 naming the field). */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown, errorId: ErrorId): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".");
  throw new ApiError(400, errorId, field ? `${field}: ${issue.message}` : issue.message, { field: field || undefined });
}

export interface InstrumentChange {
  cart: CartRow;
  consumer: ConsumerRow | null;
  /** The cart as answered before the change (totals, instruments and their amounts). */
  answer: CartAnswer;
  now: Date;
  /** Verifies a buy-now-pay-later session id for this cart. */
  verifySession: (sessionId: string, cartId: string) => boolean;
}

/** Adds an instrument of `methodId` from the request `body` (validated here, per method). */
export async function addInstrument(db: Executor, change: InstrumentChange, methodId: PaymentMethodId, body: unknown): Promise<void> {
  const { cart, consumer, answer, now } = change;
  const existing = await instrumentsOf(db, cart.id);
  const ofMethod = (...ids: string[]) => existing.filter((row) => ids.includes(row.methodId));

  switch (methodId) {
    case "GIFT_CARD": {
      const fields = parseFields(paymentInstrumentFields.GIFT_CARD, body, "GFC400");
      const card = await verifiedGiftCard(db, fields.number, fields.pin, now);
      if (card.currency !== cart.currency) throw new ApiError(400, "GFO405", `This gift card is in ${card.currency}; the cart is in ${cart.currency}`);
      if (card.balance <= 0) throw new ApiError(400, "GFC740", "This gift card has no balance left");
      const applied = ofMethod("GIFT_CARD");
      if (applied.some((row) => row.details.number === card.number)) throw new ApiError(400, "GFC755", "This gift card is already applied");
      if (applied.length >= MAX_GIFT_CARDS) throw new ApiError(400, "GFC410", `At most ${MAX_GIFT_CARDS} gift cards can pay an order`);
      if (leftForFixed(answer) <= 0) throw new ApiError(400, "GFC725", "Nothing is left to pay with a gift card");
      await insertInstrument(db, cart, existing, now, "GIFT_CARD", card.balance, { number: card.number, last4: card.number.slice(-4) });
      return;
    }
    case "LOYALTY_POINTS": {
      const fields = parseFields(paymentInstrumentFields.LOYALTY_POINTS, body, "ATTR300");
      const member = requireLoyalty(consumer);
      const reserved = ofMethod("REWARD_CODE", "REWARD_CARD").reduce((sum, row) => sum + pointsOf(row), 0);
      const available = member.loyaltyPoints - reserved;
      const points = fields.points ?? available;
      if (available <= 0 || points > available) throw new ApiError(400, "REW140", `Only ${Math.max(0, available)} points are available`, { availablePoints: Math.max(0, available) });
      await removeWhere(db, ofMethod("LOYALTY_POINTS"));
      await insertInstrument(db, cart, existing, now, "LOYALTY_POINTS", points * LOYALTY_POINT_VALUE, { points });
      return;
    }
    case "REWARD_CODE":
    case "REWARD_CARD": {
      const fields = methodId === "REWARD_CODE" ? parseFields(paymentInstrumentFields.REWARD_CODE, body, "ATTR300") : { code: parseFields(paymentInstrumentFields.REWARD_CARD, body, "ATTR300").number };
      await applyVoucher(db, change, existing, methodId, fields.code);
      return;
    }
    case "CREDIT_CARD": {
      const fields = parseFields(paymentInstrumentFields.CREDIT_CARD, body, "ATTR300");
      let card: Record<string, unknown>;
      if ("card" in fields) {
        if (!consumer) throw new ApiError(404, "PYT404", "This saved card was not found");
        const [saved] = await db.select().from(savedCards).where(and(eq(savedCards.id, fields.card.paymentInstrumentId), eq(savedCards.consumerId, consumer.id)));
        if (!saved) throw new ApiError(404, "PYT404", "This saved card was not found");
        if (isExpired({ month: saved.expiryMonth, year: saved.expiryYear }, now)) throw new ApiError(400, "FE309", "This card has expired", { field: "expiry" });
        if (fields.cvv !== undefined) requireCvv(fields.cvv, saved.brand.toLowerCase());
        card = { brand: saved.brand.toLowerCase(), last4: saved.last4, expiryMonth: saved.expiryMonth, expiryYear: saved.expiryYear, holder: saved.holder, main: saved.main, savedCardId: saved.id, outcome: "authorised" };
      } else {
        const digits = fields.number.replace(/[\s-]/g, "");
        if (!luhnValid(digits)) throw new ApiError(400, "PAY400", "The card number is not valid", { field: "number" });
        const expiry = parseExpiry(fields.expiryMonth, fields.expiryYear);
        if (!expiry || isTooFarAhead(expiry, now)) throw new ApiError(400, "FE309", "The card's expiry date is not valid", { field: "expiryMonth" });
        if (isExpired(expiry, now)) throw new ApiError(400, "FE309", "This card has expired", { field: "expiryYear" });
        const brand = cardBrand(digits);
        requireCvv(fields.cvv, brand);
        card = { brand, last4: digits.slice(-4), expiryMonth: expiry.month, expiryYear: expiry.year, holder: fields.holder, main: false, savedCardId: null, outcome: cardOutcome(digits) };
      }
      await removeWhere(db, existing.filter((row) => isOpenMethod(row.methodId)));
      await insertInstrument(db, cart, existing, now, "CREDIT_CARD", 0, card);
      return;
    }
    case "KLARNA": {
      const fields = parseFields(paymentInstrumentFields.KLARNA, body, "ATTR300");
      if (!KLARNA_CURRENCIES.includes(cart.currency)) throw new ApiError(400, "PAY400", `Klarna is not available for ${cart.currency}`);
      if (!change.verifySession(fields.sessionId, cart.id)) throw new ApiError(400, "PAY400", "The Klarna session is not valid for this cart or has expired; start a new one", { field: "sessionId" });
      await removeWhere(db, existing.filter((row) => isOpenMethod(row.methodId)));
      await insertInstrument(db, cart, existing, now, "KLARNA", 0, { session: createHash("sha256").update(fields.sessionId).digest("hex").slice(0, 16) });
      return;
    }
    case "PAYPAL": {
      const fields = parseFields(paymentInstrumentFields.PAYPAL, body, "ATTR300");
      await removeWhere(db, existing.filter((row) => isOpenMethod(row.methodId)));
      await insertInstrument(db, cart, existing, now, "PAYPAL", 0, { payerEmail: fields.payerEmail?.toLowerCase() ?? null });
      return;
    }
    case "ATHLETES_PAYMENT": {
      parseFields(paymentInstrumentFields.ATHLETES_PAYMENT, body, "ATTR300");
      const remaining = athleteRemaining(consumer);
      if (remaining === undefined) throw new ApiError(403, "PAY400", "The athletes payment is for athletes with an annual allowance");
      if (remaining <= 0) throw new ApiError(400, "PYT400", "Nothing is left of this year's allowance");
      await removeWhere(db, ofMethod("ATHLETES_PAYMENT"));
      await insertInstrument(db, cart, existing, now, "ATHLETES_PAYMENT", remaining, {});
      return;
    }
  }
}

function requireCvv(cvv: string, brand: string): void {
  const pattern = brand === "amex" ? /^\d{4}$/ : /^\d{3}$/;
  if (!pattern.test(cvv)) throw new ApiError(400, "PAY400", `The security code has ${brand === "amex" ? 4 : 3} digits`, { field: "cvv" });
}

/**
 * Applies a loyalty voucher (by id, or by its points in the cart's currency) as the cart's reward:
 * it replaces the cart's reward instrument and is recorded as the cart's applied voucher.
 */
export async function applyVoucher(db: Executor, change: InstrumentChange, existing: readonly InstrumentRow[], methodId: "REWARD_CODE" | "REWARD_CARD", voucherRef: string | number): Promise<void> {
  const { cart, consumer, now } = change;
  if (!consumer) throw new ApiError(403, "REW401", "Sign in to use loyalty rewards");
  const vouchers = await vouchersIn(db, cart.currency);
  const voucher = vouchers.find((candidate) => (typeof voucherRef === "number" ? candidate.points === voucherRef : candidate.id.toUpperCase() === voucherRef.trim().toUpperCase()));
  if (!voucher) throw new ApiError(400, "REW401", "This reward is not valid", { field: typeof voucherRef === "number" ? "appliedLoyaltyVoucher" : "code" });
  const member = requireLoyalty(consumer);
  const pointsInUse = existing.filter((row) => row.methodId === "LOYALTY_POINTS").reduce((sum, row) => sum + pointsOf(row), 0);
  if (member.loyaltyPoints - pointsInUse < voucher.points) throw new ApiError(400, "REW140", `This reward needs ${voucher.points} points`, { availablePoints: Math.max(0, member.loyaltyPoints - pointsInUse) });
  await removeWhere(db, existing.filter(isReward));
  await insertInstrument(db, cart, existing, now, methodId, voucher.amount, { voucherId: voucher.id, points: voucher.points });
  await db.update(carts).set({ appliedLoyaltyVoucher: voucher.id }).where(eq(carts.id, cart.id));
}

/** Removes the cart's reward voucher (if any). */
export async function removeVoucher(db: Executor, cart: CartRow): Promise<void> {
  await removeWhere(db, (await instrumentsOf(db, cart.id)).filter(isReward));
  await db.update(carts).set({ appliedLoyaltyVoucher: null }).where(eq(carts.id, cart.id));
}

/** Removes one instrument of the cart: 404 PYT404 when it has none with that id. */
export async function removeInstrument(db: Executor, cart: CartRow, instrumentId: string): Promise<void> {
  const [removed] = await db
    .delete(paymentInstruments)
    .where(and(eq(paymentInstruments.id, instrumentId), eq(paymentInstruments.cartId, cart.id)))
    .returning();
  if (!removed) throw new ApiError(404, "PYT404", "This payment instrument was not found");
  if (isReward(removed)) await db.update(carts).set({ appliedLoyaltyVoucher: null }).where(eq(carts.id, cart.id));
}

/** The eight methods and whether this shopper may use them on this cart. */
export async function paymentMethodsOf(db: Executor, cart: CartRow, consumer: ConsumerRow | null, answer: CartAnswer, walletApprovalUrl: string): Promise<PaymentMethodsAnswer> {
  const existing = await instrumentsOf(db, cart.id);
  const loyalty = loyaltyProblem(consumer);
  const vouchers = await vouchersIn(db, cart.currency);
  const points = consumer?.loyaltyPoints ?? 0;
  const affordable = vouchers.filter((voucher) => voucher.points <= points);
  const remaining = athleteRemaining(consumer);

  const reasonOf = (id: PaymentMethodId): ErrorId | null => {
    switch (id) {
      case "GIFT_CARD":
        return existing.filter((row) => row.methodId === "GIFT_CARD").length >= MAX_GIFT_CARDS ? "GFC410" : null;
      case "LOYALTY_POINTS":
        return loyalty?.errorId ?? (points <= 0 ? "REW140" : null);
      case "REWARD_CODE":
      case "REWARD_CARD":
        return loyalty?.errorId ?? (affordable.length ? null : "REW140");
      case "KLARNA":
        return KLARNA_CURRENCIES.includes(cart.currency) ? null : "PAY400";
      case "ATHLETES_PAYMENT":
        return remaining === undefined ? "PAY400" : remaining <= 0 ? "PYT400" : null;
      default:
        return null;
    }
  };
  const voucherAnswer = (voucher: (typeof vouchers)[number]) => ({ id: voucher.id, points: voucher.points, amountInCurrency: toUnits(voucher.amount) });
  const applicablePaymentMethods = PAYMENT_METHOD_IDS.map((id) => {
    const reason = reasonOf(id);
    return { id, name: PAYMENT_METHOD_NAMES[id], available: reason === null, reason };
  });
  return {
    applicablePaymentMethods,
    loyalty: loyalty
      ? null
      : {
          currentLoyaltyPoints: points,
          applicableLoyaltyVouchers: affordable.map(voucherAnswer),
          // Spec §9: the largest voucher whose points do not exceed the current points.
          offeredLoyaltyVoucher: affordable.length ? voucherAnswer(affordable.at(-1)!) : null,
        },
    athlete:
      remaining === undefined
        ? null
        : { annualCap: toUnits(consumer!.annualCap!), currentSpend: toUnits(consumer!.currentSpend), remaining: toUnits(remaining), payable: toUnits(Math.min(remaining, leftForFixed(answer) + athletePaying(answer))) },
    // The stand-in wallet's approval page (test-provider-pages.ts), while PAYPAL may pay.
    wallet: applicablePaymentMethods.some((method) => method.id === "PAYPAL" && method.available) ? { approvalUrl: walletApprovalUrl } : null,
  };
}

/** What an athletes payment instrument already pays of the cart (minor units). */
function athletePaying(answer: CartAnswer): number {
  return (answer.payment_instruments as { payment_method_id: string; amount: number }[]).filter((entry) => entry.payment_method_id === "ATHLETES_PAYMENT").reduce((sum, entry) => sum + toMinor(entry.amount), 0);
}
