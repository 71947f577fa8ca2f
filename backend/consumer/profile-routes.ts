import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { isEmailAddress } from "../../contracts/api/auth.ts";
import { lookupQuery, profileQuery, profileRequest } from "../../contracts/api/consumer.ts";
import type { z } from "zod";
import { consumerPreferences, consumers } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { normalizePhone } from "../phone-numbers.ts";
import { verifyPassword } from "../identity/passwords.ts";
import { consumerIdOf, loadConsumer, orThrow, profileAnswer, requireConsumerId, uniqueViolationOf, type ConsumerRow } from "./consumer-store.ts";
import { guestNewsletterSignup } from "./newsletter-routes.ts";
import { applyMemberNewsletters } from "./newsletter-store.ts";
import { checkBirthDate, joinInterests, normalisePostalCode, normaliseShoeSize } from "./profile-rules.ts";
import { entriesOf } from "./signup-rules.ts";

/**
 * The profile (commerce spec §7 Consumer: GET, PUT, POST /consumers-v3/consumer) and the
 * account lookup of the sign-in flow (§4).
 *
 * - GET answers the profile; `includeLoyaltySummary=true` adds the points balance of members.
 * - PUT changes the fields sent (others stay).
 * - POST enrols the shopper in the loyalty programme, with the same body. Partial enrolment:
 *   names, phone and postal code may still be missing (the profile-completion steps ask for
 *   them later); the birth date may not, because the programme checks the member's age (PRO411).
 *   Enrolling again changes nothing but the fields sent. A PUT with a Loyalty enrolment opting
 *   in enrols too.
 * - Both apply the body's email subscriptions (newsletter-store.ts: double opt-in).
 * - A guest's POST is the newsletter block's anonymous signup (newsletter-routes.ts); a guest's
 *   GET or PUT: 401 AUT432.
 */
export function registerProfileRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  api.on("GET", "/consumers-v3/consumer", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { includeLoyaltySummary } = readQuery(c, profileQuery);
    return c.json(await profileAnswer(db, await loadConsumer(db, consumerId), { includeLoyaltySummary }));
  });

  const write = (post: boolean) => async (c: Context) => {
    const identity = requireIdentity(c, deps);
    if (identity.kind === "guest" && post) return c.json(await guestNewsletterSignup(c, deps, identity.guestId, await readBody(c, profileRequest)));
    const consumerId = consumerIdOf(identity);
    const body = await readBody(c, profileRequest);
    const { consumerDetails, enrollments, subscriptions } = body.consumerProfile;
    const newsletters = orThrow(entriesOf(subscriptions, "email"));
    const enrol = post || enrollments.some((enrollment) => enrollment.optin);
    const now = new Date(deps.now());
    const answer = await db.transaction(async (tx) => {
      const consumer = await loadConsumer(tx, consumerId, { lock: true });
      const changed = await applyProfile(tx, consumer, body, now, enrol);
      await applyMemberNewsletters(tx, consumerId, newsletters, { c, sender: identity, now, source: consumerDetails.source });
      return profileAnswer(tx, changed, { includeLoyaltySummary: enrol });
    });
    return c.json(answer);
  };
  api.on("PUT", "/consumers-v3/consumer", write(false));
  api.on("POST", "/consumers-v3/consumer", write(true));

  /**
   * Whether an account exists for an email or a phone (the lookup step of sign-in): any token,
   * guest included. The answer is that one boolean; nothing of the account is shown.
   */
  api.on("GET", "/consumers-v3/consumer/lookup", async (c) => {
    requireIdentity(c, deps);
    const query = readQuery(c, lookupQuery);
    if ((query.email === undefined) === (query.phone === undefined)) throw new ApiError(400, "ATTR300", "Send exactly one of email and phone", { field: "email" });
    if (query.email !== undefined) {
      const email = query.email.toLowerCase();
      if (!isEmailAddress(email)) throw new ApiError(400, "AUT453", "The email address is not valid", { field: "email" });
      const [found] = await db.select({ id: consumers.id }).from(consumers).where(eq(sql`lower(${consumers.email})`, email));
      return c.json({ exists: !!found, lookupType: "email" as const });
    }
    const phone = normalizePhone(query.phone!);
    if (!phone) throw new ApiError(400, "ATTR300", "phone: not a phone number", { field: "phone" });
    const [found] = await db.select({ id: consumers.id }).from(consumers).where(eq(consumers.phone, phone));
    return c.json({ exists: !!found, lookupType: "phone" as const });
  });
}

type ProfileBody = z.output<typeof profileRequest>;

const DETAILS = "consumerProfile.consumerDetails";

/**
 * Applies a profile write to the (locked) consumer row; answers the row as written. The
 * rules, in order: names, email (the current password, AUT453, PRO400), phone (AUT442),
 * postal code, birth date (PRO410, PRO411: required for members and on enrolment), interests,
 * shoe size; then enrolment.
 */
async function applyProfile(tx: Executor, consumer: ConsumerRow, body: ProfileBody, now: Date, enrol: boolean): Promise<ConsumerRow> {
  const { consumerDetails: details, preferences } = body.consumerProfile;
  const set: Partial<typeof consumers.$inferInsert> = {};

  if (details.firstName !== undefined) set.firstName = details.firstName;
  if (details.lastName !== undefined) set.lastName = details.lastName;

  if (details.email !== undefined && details.email.toLowerCase() !== consumer.email.toLowerCase()) {
    const email = details.email.toLowerCase();
    if (!isEmailAddress(email)) throw new ApiError(400, "AUT453", "The email address is not valid", { field: `${DETAILS}.email` });
    // The email is the sign-in name: changing it needs the password, not only a token.
    if (!details.currentPassword || !(await verifyPassword(details.currentPassword, consumer.passwordHash))) {
      throw new ApiError(401, "AUT401", "Enter your current password to change the email", { field: `${DETAILS}.currentPassword` });
    }
    const [taken] = await tx
      .select({ id: consumers.id })
      .from(consumers)
      .where(and(eq(sql`lower(${consumers.email})`, email), ne(consumers.id, consumer.id)));
    if (taken) throw new ApiError(409, "PRO400", "Another account signs in with this email", { field: `${DETAILS}.email` });
    set.email = email;
  }

  if (details.phone !== undefined) {
    const phone = details.phone === null ? null : normalizePhone(details.phone);
    if (phone === undefined) throw new ApiError(400, "ATTR300", `${DETAILS}.phone: not a phone number`, { field: `${DETAILS}.phone` });
    if (phone) {
      const [taken] = await tx
        .select({ id: consumers.id })
        .from(consumers)
        .where(and(eq(consumers.phone, phone), ne(consumers.id, consumer.id)));
      if (taken) throw phoneInUse();
    }
    set.phone = phone;
  }

  if (details.postalCode !== undefined) set.postalCode = orThrow(normalisePostalCode(details.postalCode));

  const member = consumer.loyaltyMember || enrol;
  if (details.birthDate !== undefined || enrol) {
    const given = details.birthDate !== undefined ? details.birthDate : consumer.birthDate;
    const birthDate = orThrow(checkBirthDate(given, now, { required: member, field: `${DETAILS}.birthDate` }));
    if (details.birthDate !== undefined) set.birthDate = birthDate;
  }

  if (preferences.interests !== undefined) set.interests = orThrow(joinInterests(preferences.interests));
  if (preferences.preferredShoeSize !== undefined) {
    const preferredShoeSize = orThrow(normaliseShoeSize(preferences.preferredShoeSize));
    await tx
      .insert(consumerPreferences)
      .values({ consumerId: consumer.id, preferredShoeSize, updatedAt: now })
      .onConflictDoUpdate({ target: consumerPreferences.consumerId, set: { preferredShoeSize, updatedAt: now } });
  }

  if (enrol && !consumer.loyaltyMember) {
    set.loyaltyMember = true;
    set.loyaltyOptInDate = now.toISOString().slice(0, 10);
    set.memberId = consumer.memberId ?? `RLM${consumer.consumerNo}`;
  }

  if (!Object.keys(set).length) return consumer;
  try {
    const [written] = await tx.update(consumers).set(set).where(eq(consumers.id, consumer.id)).returning();
    return written!;
  } catch (error) {
    // Another account took the phone or email between the check and the write.
    const constraint = uniqueViolationOf(error);
    if (constraint === "consumers_phone_idx") throw phoneInUse();
    if (constraint === "consumers_email_idx") throw new ApiError(409, "PRO400", "Another account signs in with this email", { field: `${DETAILS}.email` });
    throw error;
  }
}

const phoneInUse = () => new ApiError(409, "AUT442", "This phone number is already used by another account", { field: `${DETAILS}.phone` });
