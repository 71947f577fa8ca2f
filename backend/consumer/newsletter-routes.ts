import type { Context } from "hono";
import type { z } from "zod";
import { newsletterConfirmRequest, type newsletterSignupAnswer, type profileRequest } from "../../contracts/api/consumer.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { orThrow } from "./consumer-store.ts";
import { confirmNewsletter, signUpGuest } from "./newsletter-store.ts";
import { entriesOf, guestSignupEmail } from "./signup-rules.ts";

/**
 * The newsletter signup of anonymous shoppers (content spec §7 createProfile, called by the
 * newsletter block as POST /consumers-v3/consumer with a guest token) and the confirmation of
 * every newsletter signup's email (double opt-in, §9).
 */

/**
 * A guest's POST /consumers-v3/consumer: a newsletter-only contact record, not an account.
 * Needs an email subscription opting in; opting out, joining the loyalty programme, or a
 * profile without a signup need an account (401 AUT432, as before signups existed). Answers
 * `{consumerId}` (newsletterSignupAnswer), the same whatever the address's history.
 */
export async function guestNewsletterSignup(c: Context, deps: BackendDeps, guestId: string, body: z.output<typeof profileRequest>): Promise<z.infer<typeof newsletterSignupAnswer>> {
  const { consumerDetails: details, subscriptions, enrollments } = body.consumerProfile;
  const entries = orThrow(entriesOf(subscriptions, "email"));
  if (enrollments.some((enrollment) => enrollment.optin)) throw new ApiError(401, "AUT432", "Create an account to join the loyalty programme");
  if (entries.some(({ entry }) => !entry.optin)) throw new ApiError(401, "AUT432", "Sign in to change your subscriptions");
  const email = orThrow(guestSignupEmail(details.email, entries));
  if (!email) throw new ApiError(401, "AUT432", "Sign in to use your account");
  const now = new Date(deps.now());
  const consumerId = await deps.db.transaction((tx) => signUpGuest(tx, { c, sender: { kind: "guest", guestId }, now, source: details.source }, email, entries));
  return { consumerId };
}

export function registerNewsletterRoutes(api: Api, deps: BackendDeps) {
  /**
   * POST /consumers-v3/consumer/subscription/confirm `{token}`: the link of a confirmation
   * email. Any token may call it (the link may be opened in another browser, signed in or
   * not): the emailed token is what authorises. POST, not GET: email scanners fetch links.
   */
  api.on("POST", "/consumers-v3/consumer/subscription/confirm", async (c) => {
    requireIdentity(c, deps);
    const { token } = await readBody(c, newsletterConfirmRequest);
    const now = new Date(deps.now());
    return c.json(await deps.db.transaction((tx) => confirmNewsletter(tx, token, now)));
  });
}
