import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newsletterConfirmationAnswer } from "../../contracts/api/consumer.ts";
import { confirmSmsCode, submitNewsletter, submitSmsSignup } from "../../src/forms/signup.ts";
import { browserOn, storefrontFor } from "./support/storefront-browser.ts";
import { consumerOutbox, newsletterContacts, backendUnderTest, createConsumer } from "../../backend/testing/index.ts";

/**
 * The storefront's own signup code (src/forms/signup.ts, as the newsletter and SMS blocks call
 * it) through the BFF in front of this backend, as an anonymous shopper's browser makes the
 * calls: create calls with the browser's guest session (content spec §6, §7).
 */
let backend: Awaited<ReturnType<typeof backendUnderTest>>;
let storefront: ReturnType<typeof storefrontFor>;
beforeAll(async () => {
  backend = await backendUnderTest();
  storefront = storefrontFor(backend);
}, 60_000);
afterAll(async () => backend?.close());

const US = { siteId: "RL-US", country: "US", region: "NORA" };

async function lastMessage(recipient: string, template: "sms-optin-code" | "newsletter-confirmation") {
  const [message] = await backend.database.db
    .select()
    .from(consumerOutbox)
    .where(and(eq(consumerOutbox.recipient, recipient), eq(consumerOutbox.template, template)))
    .orderBy(desc(consumerOutbox.createdAt))
    .limit(1);
  return message!;
}

describe("anonymous signups through the storefront", () => {
  test("newsletter: createProfile answers the contact's consumerId; the emailed link confirms it", async () => {
    const browser = browserOn(storefront);
    const outcome = await submitNewsletter({ email: "Trail.Walker@example.test", type: "Newsletter", site: US, source: { acquisitionType: "newsletter-form" } }, { fetch: browser.fetch });
    const [contact] = await backend.database.db.select().from(newsletterContacts).where(eq(newsletterContacts.email, "trail.walker@example.test"));
    expect(outcome).toEqual({ call: "createProfile", consumerId: contact!.id });

    const token = String((await lastMessage("trail.walker@example.test", "newsletter-confirmation")).payload.token);
    // The link opened in another browser (a new session: the CSRF token first).
    const other = browserOn(storefront);
    await other.fetch("/api/session");
    const confirmed = await other.request("POST", "/api/commerce/consumers-v3/consumer/subscription/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(newsletterConfirmationAnswer.parse(confirmed.json).subscriptions).toEqual([expect.objectContaining({ type: "Newsletter", status: "SUBSCRIBED" })]);
  });

  test("SMS: createSmsSubscription (PENDING), then the texted code from the same browser confirms it; another browser cannot", async () => {
    const browser = browserOn(storefront);
    const outcome = await submitSmsSignup({ phone: "+12125550188", site: US, source: { acquisitionType: "sms-signup" } }, { fetch: browser.fetch });
    expect(outcome).toMatchObject({ call: "createSmsSubscription", subscription: { status: "PENDING", optin: true, doubleOptin: false } });
    const code = String((await lastMessage("+12125550188", "sms-optin-code")).payload.code);

    const stranger = browserOn(storefront);
    await stranger.fetch("/api/session");
    await expect(confirmSmsCode(code, "RL-US", { fetch: stranger.fetch })).rejects.toMatchObject({ errorId: "AUT404" });
    expect(await confirmSmsCode(code, "RL-US", { fetch: browser.fetch })).toMatchObject({ status: "SUBSCRIBED", doubleOptin: true });
  });

  test("logged in: the newsletter opt-in is kept on the account and shown in the refetched profile", async () => {
    const consumer = await createConsumer(backend.database.db);
    const browser = browserOn(storefront);
    await browser.fetch("/api/session");
    expect((await browser.request("POST", "/api/session/signin", { body: { username: consumer.email, password: consumer.password } })).status).toBe(200);
    const outcome = await submitNewsletter({ email: "elsewhere@example.test", type: "Newsletter", site: US, source: { acquisitionType: "newsletter-form" } }, { fetch: browser.fetch });
    expect(outcome.call).toBe("updateProfile");
    const profile = outcome.call === "updateProfile" ? outcome.profile : undefined;
    expect(profile?.subscriptions).toContainEqual({ type: "Newsletter", channel: "EMAIL", optin: true, doubleOptin: false, status: "PENDING", recipient: "elsewhere@example.test" });
  });
});
