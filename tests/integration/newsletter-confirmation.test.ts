import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { consumerOutbox, newsletterSubscriptions, backendUnderTest } from "../../backend/testing/index.ts";
import { browserOn, storefrontFor } from "./support/storefront-browser.ts";
import { NEWSLETTER_CONFIRMATION_TTL_HOURS } from "../../contracts/api/consumer.ts";
import { submitNewsletter } from "../../src/forms/signup.ts";
import { confirmationTokenOf, newsletterConfirmationPath } from "../../src/app/newsletter/confirmation-link.ts";
import { confirmThroughStorefront } from "../../src/app/newsletter/newsletter-confirmation.tsx";

/**
 * The confirmation page's call, as a shopper's browser makes it, through the storefront's BFF
 * in front of the reference backend: a real signup's emailed token, read from the link the page
 * is opened on, confirms the subscription; an expired or made-up one does not.
 */
let clock = Date.UTC(2026, 2, 14, 9, 0);
let backend: Awaited<ReturnType<typeof backendUnderTest>>;
let storefront: ReturnType<typeof storefrontFor>;
beforeAll(async () => {
  backend = await backendUnderTest({ now: () => clock });
  storefront = storefrontFor(backend);
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await backend?.close();
});

const US = { siteId: "RL-US", country: "US", region: "NORA" };

/** Signs `email` up as an anonymous shopper; answers the link of the confirmation email. */
async function signUp(email: string, localePath = "en-us") {
  await submitNewsletter({ email, type: "Newsletter", site: US, source: { acquisitionType: "newsletter-form" } }, { fetch: browserOn(storefront).fetch });
  const [message] = await backend.database.db
    .select()
    .from(consumerOutbox)
    .where(and(eq(consumerOutbox.recipient, email), eq(consumerOutbox.template, "newsletter-confirmation")))
    .orderBy(desc(consumerOutbox.createdAt))
    .limit(1);
  return new URL(newsletterConfirmationPath(localePath, String(message!.payload.token)), "https://shop.example");
}

/** Opens the link in a new browser (the email read elsewhere): the page's own call. */
function openLink(link: URL) {
  vi.stubGlobal("fetch", browserOn(storefront).fetch);
  const { token } = confirmationTokenOf(link.searchParams);
  return confirmThroughStorefront(token!, "RL-US");
}

const statusOf = async (email: string) => (await backend.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.recipient, email)))[0]?.status;

describe("the confirmation page through the BFF and the backend", () => {
  test("the emailed link confirms the subscription; opened again it answers the same", async () => {
    const link = await signUp("trail.walker@example.test");
    expect(link.pathname).toBe("/en-us/newsletter/confirm");
    expect(await statusOf("trail.walker@example.test")).toBe("PENDING");
    expect(await openLink(link)).toEqual({ state: "confirmed", recipient: expect.stringMatching(/@example\.test$/) });
    expect(await statusOf("trail.walker@example.test")).toBe("SUBSCRIBED");
    expect(await openLink(link)).toMatchObject({ state: "confirmed" });
  });

  test("a made-up token: expired or not valid (AUT402), nothing subscribed", async () => {
    const made = new URL(newsletterConfirmationPath("en-us", "A".repeat(43)), "https://shop.example");
    expect(await openLink(made)).toEqual({ state: "expired" });
  });

  test(`a link older than ${NEWSLETTER_CONFIRMATION_TTL_HOURS} hours: expired, the subscription stays pending`, async () => {
    const link = await signUp("late.reader@example.test");
    clock += (NEWSLETTER_CONFIRMATION_TTL_HOURS + 1) * 3_600_000;
    expect(await openLink(link)).toEqual({ state: "expired" });
    expect(await statusOf("late.reader@example.test")).toBe("PENDING");
  });
});
