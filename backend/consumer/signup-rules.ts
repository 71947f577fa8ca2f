import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { SMS_CODE_LENGTH, SMS_CODE_MAX_ATTEMPTS, type NewsletterStatus, type SubscriptionInput } from "../../contracts/api/consumer.ts";
import { normalizePhone } from "../phone-numbers.ts";
import type { Checked } from "./profile-rules.ts";

/**
 * Rules of the newsletter and SMS signups (content spec §3 Subscription, §7 Consumer calls, §9
 * double opt-in). Pure, except the two secret makers at the end.
 */

const SUBSCRIPTIONS = "consumerProfile.subscriptions";

/** A subscription entry with its place in the body (for the field of an error). */
export interface Entry {
  index: number;
  entry: SubscriptionInput;
}

/**
 * The entries of one channel; an entry of the other channel is refused (400 ATTR300): the
 * profile calls take email subscriptions, the SMS call sms ones, and an entry silently dropped
 * would be a signup the shopper thinks they made.
 */
export function entriesOf(subscriptions: readonly SubscriptionInput[], channel: "email" | "sms"): Checked<Entry[]> {
  const index = subscriptions.findIndex((entry) => entry.channel !== channel);
  if (index >= 0) {
    const where = channel === "email" ? "the SMS subscription call (/consumers-v3/consumer/subscription)" : "the profile call (/consumers-v3/consumer)";
    return { problem: { errorId: "ATTR300", field: `${SUBSCRIPTIONS}.${index}.channel`, message: `${SUBSCRIPTIONS}.${index}: ${subscriptions[index]!.channel} subscriptions go through ${where}` } };
  }
  return { ok: subscriptions.map((entry, position) => ({ index: position, entry })) };
}

/**
 * The address of a guest's newsletter signup: every email entry's recipient, and
 * `consumerDetails.email` when sent, must be one address (one contact per signup).
 * Undefined when there is no entry (the caller answers that a guest cannot write a profile).
 */
export function guestSignupEmail(detailsEmail: string | undefined, entries: readonly Entry[]): Checked<string | undefined> {
  const email = detailsEmail?.trim().toLowerCase();
  const first = entries[0]?.entry.recipient;
  if (first === undefined) return { ok: undefined };
  const other = entries.find(({ entry }) => entry.recipient !== first);
  if (other) return { problem: { errorId: "ATTR300", field: `${SUBSCRIPTIONS}.${other.index}.recipient`, message: `${SUBSCRIPTIONS}.${other.index}.recipient: one signup is for one email address` } };
  if (email !== undefined && email !== first) return { problem: { errorId: "ATTR300", field: "consumerProfile.consumerDetails.email", message: "consumerProfile.consumerDetails.email: must be the address signed up" } };
  return { ok: first };
}

/**
 * The phone of an SMS signup (E.164): `phone`, else `consumerDetails.phone`, else the sms
 * entry's recipient. Those sent must be one number; one that is not a phone: 400 ATTR300.
 * Undefined when none is sent (a member's profile phone is used then).
 */
export function signupPhone(body: { phone?: string; consumerProfile?: { consumerDetails: { phone?: string | null }; subscriptions: readonly SubscriptionInput[] } }): Checked<string | undefined> {
  const candidates: [field: string, value: string | null | undefined][] = [
    ["phone", body.phone],
    ["consumerProfile.consumerDetails.phone", body.consumerProfile?.consumerDetails.phone],
    ...(body.consumerProfile?.subscriptions ?? []).flatMap((entry, index): [string, string][] => (entry.channel === "sms" ? [[`${SUBSCRIPTIONS}.${index}.recipient`, entry.recipient]] : [])),
  ];
  let phone: string | undefined;
  for (const [field, value] of candidates) {
    if (!value) continue;
    const normalised = normalizePhone(value);
    if (!normalised) return { problem: { errorId: "ATTR300", field, message: `${field}: not a phone number` } };
    if (phone !== undefined && normalised !== phone) return { problem: { errorId: "ATTR300", field, message: `${field}: must be the same number as the phone signed up` } };
    phone ??= normalised;
  }
  return { ok: phone };
}

/**
 * What an email subscription entry does to a subscription (double opt-in, content spec §9):
 * - `keep`: nothing changes, nothing is sent (subscribed to that address already; opting out
 *   of nothing);
 * - `pending`: (again) PENDING, a confirmation email goes to the recipient;
 * - `unsubscribe`: UNSUBSCRIBED, links sent earlier stop working.
 */
export type NewsletterStep = "keep" | "pending" | "unsubscribe";

export function newsletterStep(current: { status: string; recipient: string } | undefined, entry: { optin: boolean; recipient: string }): NewsletterStep {
  const status = current?.status as NewsletterStatus | undefined;
  if (!entry.optin) return status === "PENDING" || status === "SUBSCRIBED" ? "unsubscribe" : "keep";
  return status === "SUBSCRIBED" && current!.recipient === entry.recipient ? "keep" : "pending";
}

/** An email with its local part hidden but the first character: "h•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** Seconds until a window of `windowMs` that started at `startedAt` ends (at least 1). */
export function retryAfterSeconds(startedAt: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((startedAt.getTime() + windowMs - now.getTime()) / 1000));
}

// ---- secrets ---------------------------------------------------------------------------------

/** A confirmation link's token (32 random bytes, base64url: 43 characters). */
export const newConfirmationToken = () => randomBytes(32).toString("base64url");
/** Tokens are kept hashed: the table alone does not confirm anyone's subscription. */
export const tokenHashOf = (token: string) => createHash("sha256").update(`newsletter-confirmation:${token}`).digest("hex");

/** A code of SMS_CODE_LENGTH digits. */
export const newSmsCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");

/**
 * SMS codes are kept hashed and bound to who may confirm them (an account, or a guest session
 * and the phone): the same digits sent to another shopper hash differently.
 */
export const smsCodeHashOf = (binding: string, code: string) => createHash("sha256").update(`sms-optin:${binding}:${code}`).digest("hex");
export const guestSmsBinding = (guestId: string, phone: string) => `guest:${guestId}:${phone}`;
export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A code confirms until it expires or its attempts are used up. */
export function smsCodeIsLive(row: { codeExpiresAt: Date | null; codeAttempts: number }, now: Date): boolean {
  return !!row.codeExpiresAt && row.codeExpiresAt.getTime() > now.getTime() && row.codeAttempts < SMS_CODE_MAX_ATTEMPTS;
}
