import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserOn, storefrontFor } from "../support/storefront-browser.ts";
import { backendUnderTest, createConsumer, consumerOutbox } from "../../../backend/testing/index.ts";
import { confirmSmsCode, smsCodeProblem, submitSmsSignup } from "../../../src/forms/signup.ts";
import { CommerceApiError } from "../../../src/commerce/api/client-core.ts";
import { createConsumerClient, fetchStorefrontSession } from "../../../src/commerce/api/consumer-client.ts";

/**
 * The consumer client and the signup calls through the storefront's BFF in front of the
 * reference backend, as a logged-in shopper's browser makes them.
 */
let backend: Awaited<ReturnType<typeof backendUnderTest>>;
let storefront: ReturnType<typeof storefrontFor>;
beforeAll(async () => {
  backend = await backendUnderTest();
  storefront = storefrontFor(backend);
}, 60_000);
afterAll(async () => backend?.close());

async function signedInShopper() {
  const consumer = await createConsumer(backend.database.db);
  const browser = browserOn(storefront);
  await browser.fetch("/api/session");
  const signin = await browser.request("POST", "/api/session/signin", { body: { username: consumer.email, password: consumer.password } });
  expect(signin.status).toBe(200);
  return { consumer, browser };
}

async function lastCode(consumerId: string): Promise<string> {
  const [message] = await backend.database.db
    .select()
    .from(consumerOutbox)
    .where(and(eq(consumerOutbox.consumerId, consumerId), eq(consumerOutbox.template, "sms-optin-code")))
    .orderBy(desc(consumerOutbox.createdAt))
    .limit(1);
  return String(message!.payload.code);
}

const US = { siteId: "RL-US", country: "US", region: "NORA" };

describe("consumer calls through the BFF", () => {
  test("the session says who is logged in and gives the CSRF token", async () => {
    const guest = browserOn(storefront);
    expect(await fetchStorefrontSession({ fetch: guest.fetch })).toMatchObject({ loggedIn: false, csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{32,64}$/) });
    const { browser } = await signedInShopper();
    expect((await fetchStorefrontSession({ fetch: browser.fetch })).loggedIn).toBe(true);
  });

  test("a write without the CSRF token is refused", async () => {
    const { browser } = await signedInShopper();
    const client = createConsumerClient({ fetch: browser.fetch, siteId: "RL-US", csrfToken: () => undefined });
    const failure = client.updateSmsSubscription({ phone: "+12125550142", optin: true, consumerProfile: { consumerDetails: {}, enrollments: [], subscriptions: [], preferences: {} } });
    await expect(failure).rejects.toMatchObject({ errorId: "AUT432", status: 403 });
  });

  test("logged in: the SMS signup updates the subscription (PENDING), a wrong code is refused, the texted code confirms it", async () => {
    const { consumer, browser } = await signedInShopper();
    const outcome = await submitSmsSignup({ phone: "+12125550142", site: US, source: { acquisitionType: "sms-signup" } }, { fetch: browser.fetch });
    expect(outcome).toMatchObject({ call: "updateSmsSubscription", subscription: { status: "PENDING", optin: true, doubleOptin: false } });
    expect(outcome.subscription.optinDate).not.toBeNull();

    const code = await lastCode(consumer.id);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await confirmSmsCode(wrong, "RL-US", { fetch: browser.fetch }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CommerceApiError);
    expect(smsCodeProblem(refused)).toBe("wrong");

    const confirmed = await confirmSmsCode(code, "RL-US", { fetch: browser.fetch });
    expect(confirmed).toMatchObject({ status: "SUBSCRIBED", doubleOptin: true });
  });
});
