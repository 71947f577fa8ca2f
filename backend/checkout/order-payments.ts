import { and, eq, sql } from "drizzle-orm";
import type { CartAnswer } from "../../contracts/api/cart.ts";
import type { PaymentInstrumentAnswer, PaymentMethodId } from "../../contracts/api/checkout.ts";
import { consumers, giftCards } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import { toMinor } from "../money.ts";
import type { Readiness } from "./order-readiness.ts";
import type { CheckoutOrderInstrument } from "./order-row.ts";
import { athleteRemaining, type ConsumerRow } from "./payment-store.ts";
import { LOYALTY_POINT_VALUE, isOpenMethod, type CardOutcome, type InstrumentRow } from "./payments.ts";

/**
 * Paying for an order at placement: the chosen method checked against the cart's instruments
 * and the card's verdict, then what the fixed instruments pay redeemed against live balances
 * (gift cards, loyalty points and reward vouchers, the athletes allowance).
 */

export interface CheckedPayment {
  /** Minor units each instrument pays, by instrument id. */
  paid: Map<string, number>;
  /** The card processor's verdict; null when no card pays. */
  outcome: CardOutcome | null;
}

/**
 * The payment an order may go ahead with: the chosen method must be on the cart unless nothing
 * is to pay (400 PYT404); a declined card is 402 PAY400, a fraudulent one 400 PYT402. Pure.
 */
export function checkOrderPayment(ready: Readiness, answer: CartAnswer, rows: readonly InstrumentRow[], method: PaymentMethodId): CheckedPayment {
  const paid = new Map(ready.instruments.map((entry) => [entry.payment_instrument_id, toMinor(entry.amount)]));
  if (!ready.instruments.some((entry) => entry.payment_method_id === method) && toMinor(answer.totals.total) > 0) {
    throw new ApiError(400, "PYT404", `No ${method} payment instrument is on the cart`, { field: "paymentMethod" });
  }
  const open = rows.find((row) => isOpenMethod(row.methodId) && (paid.get(row.id) ?? 0) > 0);
  const outcome = open?.methodId === "CREDIT_CARD" ? ((open.details.outcome as CardOutcome | undefined) ?? "authorised") : null;
  if (outcome === "declined") throw new ApiError(402, "PAY400", "The card was declined: use another payment method");
  if (outcome === "fraud") throw new ApiError(400, "PYT402", "The payment could not be verified");
  return { paid, outcome };
}

/** Does the card's verdict hold the order for a 3-D Secure challenge (payment_pending)? */
export const needsChallenge = (outcome: CardOutcome | null) => outcome === "challenge" || outcome === "challenge-refused";

/** The instruments as the order answers them: an open method (card, PayPal, Klarna) pays from the billing address. */
export function answeredInstruments(ready: Readiness): PaymentInstrumentAnswer[] {
  return ready.instruments.map((entry) => (entry.address === null && !isOpenMethod(entry.payment_method_id) ? entry : { ...entry, address: ready.billingAddress }));
}

/** Redeems what the fixed instruments pay, checking live balances; answers the order's instruments. */
export async function redeemInstruments(
  tx: Executor,
  rows: readonly InstrumentRow[],
  paid: ReadonlyMap<string, number>,
  consumer: ConsumerRow | null,
  now: Date,
  answers: readonly PaymentInstrumentAnswer[],
): Promise<CheckoutOrderInstrument[]> {
  const result: CheckoutOrderInstrument[] = [];
  let points = 0;
  let athlete = 0;
  for (const row of rows) {
    const amount = paid.get(row.id) ?? 0;
    const entry = instrumentEntry(row, amount, answers.find((answer) => answer.payment_instrument_id === row.id)!);
    if (row.methodId === "GIFT_CARD" && amount > 0) {
      entry.giftCardNumber = await debitGiftCard(tx, String(row.details.number), amount, now);
    } else if (row.methodId === "LOYALTY_POINTS" && amount > 0) {
      entry.points = Math.ceil(amount / LOYALTY_POINT_VALUE);
      points += entry.points;
    } else if ((row.methodId === "REWARD_CODE" || row.methodId === "REWARD_CARD") && amount > 0) {
      entry.points = typeof row.details.points === "number" ? row.details.points : 0;
      entry.voucherId = String(row.details.voucherId ?? "");
      points += entry.points;
    } else if (row.methodId === "ATHLETES_PAYMENT" && amount > 0) {
      athlete += amount;
    } else if (row.methodId === "CREDIT_CARD") {
      entry.outcome = (row.details.outcome as CardOutcome | undefined) ?? "authorised";
    }
    if (amount > 0 || isOpenMethod(row.methodId)) result.push(entry);
  }
  if (points > 0) await spendLoyaltyPoints(tx, consumer, points);
  if (athlete > 0) await spendAthleteAllowance(tx, consumer, athlete);
  return result;
}

function instrumentEntry(row: InstrumentRow, amount: number, answer: PaymentInstrumentAnswer): CheckoutOrderInstrument {
  return {
    payment_instrument_id: row.id,
    payment_method_id: row.methodId as PaymentMethodId,
    amount,
    brand: typeof row.details.brand === "string" ? row.details.brand : null,
    last4: typeof row.details.last4 === "string" ? row.details.last4 : null,
    answer,
  };
}

/** Takes `amount` from a gift card that is still valid and holds it (else 400); answers its number. */
async function debitGiftCard(tx: Executor, number: string, amount: number, now: Date): Promise<string> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.number, number)).for("update");
  if (!card || (card.expiresAt && card.expiresAt.getTime() <= now.getTime())) throw new ApiError(400, "GFC812", `The gift card ending ${number.slice(-4)} can no longer be used`);
  const [debited] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(and(eq(giftCards.number, number), sql`${giftCards.balance} >= ${amount}`))
    .returning({ balance: giftCards.balance });
  if (!debited) throw new ApiError(400, "PYT400", `The balance of the gift card ending ${number.slice(-4)} changed: apply it again`);
  return number;
}

/** Points and reward vouchers together, never below 0 (else 400 REW140). */
async function spendLoyaltyPoints(tx: Executor, consumer: ConsumerRow | null, points: number): Promise<void> {
  const [spent] = await tx
    .update(consumers)
    .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} - ${points}` })
    .where(and(eq(consumers.id, consumer?.id ?? ""), sql`${consumers.loyaltyPoints} >= ${points}`))
    .returning({ id: consumers.id });
  if (!spent) throw new ApiError(400, "REW140", "You no longer have enough loyalty points for this payment");
}

/** Adds to this year's spend of the athletes allowance, checked against what is left (else 400 PYT400). */
async function spendAthleteAllowance(tx: Executor, consumer: ConsumerRow | null, amount: number): Promise<void> {
  if ((athleteRemaining(consumer) ?? 0) < amount) throw new ApiError(400, "PYT400", "Not enough is left of this year's athlete allowance");
  await tx
    .update(consumers)
    .set({ currentSpend: sql`${consumers.currentSpend} + ${amount}` })
    .where(eq(consumers.id, consumer!.id));
}
