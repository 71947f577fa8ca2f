import { expect } from "vitest";
import { answerSchemas } from "../../../src/commerce/api/answer-schemas.ts";
import { createCommerceClient, type CommerceClientOptions, type CommerceErrorReport } from "../../../src/commerce/api/client.ts";
import { browserOn, storefrontFor } from "../support/storefront-browser.ts";
import { COOKIE } from "../../../server/bff/cookies.ts";
import { backendUnderTest, createConsumer, US_ADDRESS } from "../../../backend/testing/index.ts";
import { CLIENT_ID_HEADER } from "../../../contracts/headers.ts";

/**
 * The commerce client against the real reference backend, for the client's test files: one
 * backend per file, the storefront's BFF in front of it, and browsers that load a page (the
 * session and its CSRF cookie) before they use the client, as the storefront's pages do.
 */
export async function clientBackend() {
  const backend = await backendUnderTest();
  const storefront = storefrontFor(backend);
  const { db } = backend.database;

  /** A guest's browser and its client; `reports` are the errors the client reported. */
  async function shopper(overrides: Partial<CommerceClientOptions> = {}) {
    const browser = browserOn(storefront);
    expect((await browser.fetch("/api/session")).status).toBe(200);
    let stored: string | undefined;
    const reports: CommerceErrorReport[] = [];
    const client = createCommerceClient({
    answers: answerSchemas,
      fetch: browser.fetch,
      csrfToken: () => browser.jar.get(COOKIE.csrf),
      siteId: "RL-US",
      cartStore: { get: () => stored, set: (id) => void (stored = id) },
      onError: (report) => void reports.push(report),
      ...overrides,
    });
    return { browser, client, reports, storedCart: () => stored };
  }

  /** A member (a real password hash: sign-in checks it) signed in through the client. */
  async function member(fields: Parameters<typeof createConsumer>[1] = {}) {
    const consumer = await createConsumer(db, fields);
    const session = await shopper();
    const signedIn = await session.client.signIn({ username: consumer.email, password: consumer.password });
    expect(signedIn.consumerNo).toBe(consumer.consumerNo);
    return { ...session, consumer };
  }

  /**
   * An in-store associate's client. The BFF has no associate sign-in (agent login is not
   * proxied), so this fetch stands in for an associate session: it sends the client's calls to
   * the commerce API with an agent token, as the BFF does with a shopper's.
   */
  function associate(storeId: string, employeeId: string) {
    const token = backend.deps.tokens.issueAccessToken({ kind: "agent", employeeId, storeId }).accessToken;
    const fetchLike = (async (input: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set(CLIENT_ID_HEADER, "storefront");
      headers.set("authorization", `Bearer ${token}`);
      return backend.app.request(String(input).replace(/^\/api\/commerce/, ""), { ...init, headers });
    }) as typeof fetch;
    let stored: string | undefined;
    return createCommerceClient({
    answers: answerSchemas, fetch: fetchLike, csrfToken: () => undefined, siteId: "RL-US", cartStore: { get: () => stored, set: (id) => void (stored = id) } });
  }

  return { backend, storefront, db, shopper, member, associate, close: () => backend.close() };
}

export type ClientBackend = Awaited<ReturnType<typeof clientBackend>>;

/** The backend kit's US shipping address, with the email these tests track orders by (override any field). */
export function usAddress(fields: Record<string, string> = {}) {
  return { ...US_ADDRESS, recipientContactEmail: "alex@example.com", ...fields };
}

/** A card the simulated processor authorises (payments.ts TEST_CARDS for the others). */
export function card(number = "4111 1111 1111 1111") {
  return { payment_method_id: "CREDIT_CARD" as const, number, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, holder: "Alex Walker", cvv: "123" };
}

/** The error a promise fails with. */
export async function failureOf(promise: Promise<unknown>): Promise<{ errorId: string; status: number; message: string }> {
  const outcome = await promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );
  expect(outcome, "the call should have failed").toHaveProperty("rejected");
  return (outcome as { rejected: { errorId: string; status: number; message: string } }).rejected;
}
