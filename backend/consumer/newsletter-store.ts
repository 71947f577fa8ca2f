import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { NEWSLETTER_CONFIRMATION_TTL_HOURS, type consumerProfileAnswer, type newsletterConfirmationAnswer, type NewsletterStatus, type SubscriptionType } from "../../contracts/api/consumer.ts";
import { newsletterConfirmationTokens, newsletterContacts, newsletterSubscriptions } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { sendMessage } from "./outbox.ts";
import { takeSignupQuota } from "./signup-quota.ts";
import { maskEmail, newConfirmationToken, newsletterStep, tokenHashOf, type Entry } from "./signup-rules.ts";

/**
 * Email newsletter subscriptions with double opt-in (content spec §3 Subscription, §7
 * createProfile / updateProfile, §9): a guest's go to the address's contact record, a member's
 * to the account. An opt-in is PENDING, and a confirmation email with a link goes to the
 * recipient (the outbox); the link's token confirms (SUBSCRIBED).
 */

export type NewsletterRow = typeof newsletterSubscriptions.$inferSelect;

export interface SignupContext {
  c: Context;
  /** Who asks: the guest session or the account (counted by the abuse limits). */
  sender: Identity;
  now: Date;
  source?: { acquisitionType: string; campaignName?: string };
}

type Owner = { contactId: string; consumerId?: undefined } | { consumerId: string; contactId?: undefined };

const ownerColumn = (owner: Owner) => (owner.contactId !== undefined ? newsletterSubscriptions.contactId : newsletterSubscriptions.consumerId);
const ownerIdOf = (owner: Owner) => owner.contactId ?? owner.consumerId!;

/**
 * A guest's signup: the address's contact record (made on its first signup) with the entries
 * applied. Answers the contact id. Signing up again is idempotent (the same record; a pending
 * subscription gets its email again, a subscribed one nothing). The abuse limits count every
 * guest signup, even one that sends nothing: otherwise the limit would tell who is subscribed.
 */
export async function signUpGuest(tx: Executor, context: SignupContext, email: string, entries: readonly Entry[]): Promise<string> {
  await tx.insert(newsletterContacts).values({ id: randomUUID(), email, createdAt: context.now }).onConflictDoNothing({ target: newsletterContacts.email });
  // Locked: signups of one address are applied one after the other.
  const [contact] = await tx.select().from(newsletterContacts).where(eq(newsletterContacts.email, email)).for("update");
  const sent = await applyNewsletterEntries(tx, { contactId: contact!.id }, entries, context);
  if (!sent) await takeSignupQuota(tx, context.c, { recipient: `email:${email}`, sender: context.sender }, context.now);
  return contact!.id;
}

/** A member's email entries (updateProfile). Answers how many confirmation emails went out. */
export function applyMemberNewsletters(tx: Executor, consumerId: string, entries: readonly Entry[], context: SignupContext): Promise<number> {
  return applyNewsletterEntries(tx, { consumerId }, entries, context);
}

async function applyNewsletterEntries(tx: Executor, owner: Owner, entries: readonly Entry[], context: SignupContext): Promise<number> {
  const { now, source } = context;
  const current = await tx.select().from(newsletterSubscriptions).where(eq(ownerColumn(owner), ownerIdOf(owner))).for("update");
  const toConfirm = new Map<string, NewsletterRow[]>();
  for (const { entry } of entries) {
    const row = current.find((candidate) => candidate.type === entry.type);
    const step = newsletterStep(row, entry);
    if (step === "keep") continue;
    if (step === "unsubscribe") {
      await tx.update(newsletterSubscriptions).set({ status: "UNSUBSCRIBED", optoutAt: now, updatedAt: now }).where(eq(newsletterSubscriptions.id, row!.id));
      // Links sent before must not subscribe again after an opt-out.
      await tx.delete(newsletterConfirmationTokens).where(eq(newsletterConfirmationTokens.subscriptionId, row!.id));
      continue;
    }
    // A link sent to another address must not confirm this one.
    if (row && row.recipient !== entry.recipient) await tx.delete(newsletterConfirmationTokens).where(eq(newsletterConfirmationTokens.subscriptionId, row.id));
    const fields = {
      recipient: entry.recipient,
      status: "PENDING",
      country: entry.country,
      region: entry.region,
      ...(source ? { acquisitionType: source.acquisitionType, campaignName: source.campaignName ?? null } : {}),
      optinAt: now,
      doubleOptinAt: null,
      optoutAt: null,
      updatedAt: now,
    };
    const [written] = await tx
      .insert(newsletterSubscriptions)
      .values({ id: randomUUID(), ...owner, type: entry.type, createdAt: now, ...fields })
      .onConflictDoUpdate({ target: [ownerColumn(owner), newsletterSubscriptions.type], set: fields })
      .returning();
    toConfirm.set(entry.recipient, [...(toConfirm.get(entry.recipient) ?? []), written!]);
  }
  for (const [recipient, rows] of toConfirm) await sendConfirmation(tx, context, recipient, rows, owner.consumerId ?? null);
  return toConfirm.size;
}

/** One confirmation email for the subscriptions of one recipient: one link confirms them all. */
async function sendConfirmation(tx: Executor, context: SignupContext, recipient: string, rows: readonly NewsletterRow[], consumerId: string | null): Promise<void> {
  const { c, sender, now } = context;
  await takeSignupQuota(tx, c, { recipient: `email:${recipient}`, sender }, now);
  const token = newConfirmationToken();
  const expiresAt = new Date(now.getTime() + NEWSLETTER_CONFIRMATION_TTL_HOURS * 3_600_000);
  await tx.insert(newsletterConfirmationTokens).values(rows.map((row) => ({ tokenHash: tokenHashOf(token), subscriptionId: row.id, expiresAt, createdAt: now })));
  await sendMessage(
    tx,
    {
      consumerId,
      channel: "EMAIL",
      recipient,
      template: "newsletter-confirmation",
      // The storefront's confirmation page posts the token to …/subscription/confirm.
      payload: { token, types: rows.map((row) => row.type), country: rows[0]!.country, region: rows[0]!.region, expiresAt: expiresAt.toISOString() },
    },
    now,
  );
}

/**
 * Confirms the subscriptions of a confirmation link (double opt-in). A link used again answers
 * the same (email scanners and second clicks); an unknown or expired one: 410 AUT402 (the
 * catalogue's "link expired").
 */
export async function confirmNewsletter(tx: Executor, token: string, now: Date): Promise<z.infer<typeof newsletterConfirmationAnswer>> {
  const links = await tx
    .select({ subscriptionId: newsletterConfirmationTokens.subscriptionId })
    .from(newsletterConfirmationTokens)
    .where(and(eq(newsletterConfirmationTokens.tokenHash, tokenHashOf(token)), gt(newsletterConfirmationTokens.expiresAt, now)));
  if (!links.length) throw new ApiError(410, "AUT402", "This confirmation link has expired or is not valid; please sign up again");
  const ids = links.map((link) => link.subscriptionId);
  const rows = await tx.select().from(newsletterSubscriptions).where(inArray(newsletterSubscriptions.id, ids)).orderBy(asc(newsletterSubscriptions.type)).for("update");
  const confirmed: NewsletterRow[] = [];
  for (const row of rows) {
    if (row.status !== "PENDING") {
      confirmed.push(row);
      continue;
    }
    const [written] = await tx.update(newsletterSubscriptions).set({ status: "SUBSCRIBED", doubleOptinAt: now, updatedAt: now }).where(eq(newsletterSubscriptions.id, row.id)).returning();
    confirmed.push(written!);
  }
  return {
    recipient: maskEmail(rows[0]!.recipient),
    subscriptions: confirmed.map((row) => ({
      type: row.type as SubscriptionType,
      channel: "EMAIL" as const,
      status: row.status as NewsletterStatus,
      optin: row.status !== "UNSUBSCRIBED",
      doubleOptin: row.status === "SUBSCRIBED",
      doubleOptinDate: row.doubleOptinAt?.toISOString() ?? null,
    })),
  };
}

/** A member's newsletters, as entries of the profile's subscriptions. */
export async function memberNewsletters(db: Executor, consumerId: string): Promise<z.infer<typeof consumerProfileAnswer>["subscriptions"]> {
  const rows = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.consumerId, consumerId)).orderBy(asc(newsletterSubscriptions.type));
  return rows.map((row) => ({
    type: row.type,
    channel: "EMAIL" as const,
    optin: row.status === "PENDING" || row.status === "SUBSCRIBED",
    doubleOptin: row.status === "SUBSCRIBED",
    status: row.status as NewsletterStatus,
    recipient: row.recipient,
  }));
}
