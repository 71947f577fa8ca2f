/**
 * Tests only: a `fetch` answering the storefront calls the signup forms make — the session
 * (`/api/session`), the server time (`/fapi/server/time`) and the consumer calls through the
 * BFF — from a named scenario, recording every call.
 */

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface FakeStorefrontScenario {
  loggedIn?: boolean;
  /** The server's clock; `"fails"`: a 500; `"garbage"`: an answer without a timestamp. */
  serverTime?: number | "fails" | "garbage";
  /** Answers by `METHOD path` (path without `/api/commerce`), as status and JSON. */
  answers?: Record<string, { status: number; json: unknown }>;
  /** Calls wait for this before answering (to look at the submitting state). */
  gate?: Promise<void>;
}

export const CSRF_TOKEN = "csrf-token-for-tests-0123456789abcdef";
export const SERVER_NOW = Date.UTC(2026, 2, 14, 23, 30);

/** The profile answer of the consumer contract, for a logged-in shopper. */
export function profileAnswer(overrides: { email?: string; phone?: string | null } = {}) {
  return {
    consumerNo: "5550001234",
    memberId: null,
    consumerType: "REGULAR",
    consumerDetails: {
      firstName: "Alex",
      lastName: "Rivera",
      email: overrides.email ?? "alex@example.com",
      phone: overrides.phone ?? null,
      birthDate: null,
      postalCode: null,
      addresses: [],
      athlete: false,
      employee: false,
      prosumer: false,
      identities: [],
      employeeAllowance: null,
      athleteAllowance: null,
    },
    isLoyaltyMember: false,
    isEmployeeDiscountTCAccepted: false,
    loyaltyOptInDate: null,
    loyaltySummary: null,
    preferences: { interests: "", preferredShoeSize: null },
    subscriptions: [],
    enrolment: { partial: true, missingFields: ["phone", "postalCode", "birthDate"], nextStep: "mobile" },
  };
}

/** The SMS subscription answer of the consumer contract. */
export function smsAnswer(status: "PENDING" | "SUBSCRIBED", phone = "•••• 0142") {
  const at = new Date(SERVER_NOW).toISOString();
  return {
    type: "MARKETING",
    channel: "SMS",
    status,
    phone,
    optin: true,
    doubleOptin: status === "SUBSCRIBED",
    optinDate: at,
    doubleOptinDate: status === "SUBSCRIBED" ? at : null,
    optoutDate: null,
    confirmationExpiresAt: status === "PENDING" ? new Date(SERVER_NOW + 15 * 60_000).toISOString() : null,
  };
}

export const errorAnswer = (status: number, errorId: string, message: string) => ({ status, json: { errorDetails: [{ errorId, message }], correlationId: "corr-1" } });

const DEFAULT_ANSWERS: Record<string, { status: number; json: unknown }> = {
  "POST /consumers-v3/consumer": { status: 200, json: { consumerId: "c-new-1" } },
  "PUT /consumers-v3/consumer": { status: 200, json: profileAnswer() },
  "GET /consumers-v3/consumer": { status: 200, json: profileAnswer() },
  "POST /consumers-v3/consumer/subscription": { status: 200, json: smsAnswer("PENDING") },
  "PUT /consumers-v3/consumer/subscription": { status: 200, json: smsAnswer("PENDING") },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function fakeStorefront(scenario: FakeStorefrontScenario = {}) {
  const calls: RecordedCall[] = [];
  const answers = { ...DEFAULT_ANSWERS, ...scenario.answers };

  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://shop.test");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, headers: Object.fromEntries(new Headers(init.headers).entries()), body });
    await scenario.gate;
    if (url.pathname === "/api/session") return json(200, { loggedIn: scenario.loggedIn ?? false, csrfToken: CSRF_TOKEN });
    if (url.pathname === "/fapi/server/time") {
      const time = scenario.serverTime ?? SERVER_NOW;
      if (time === "fails") return json(500, { error: "down" });
      return json(200, time === "garbage" ? { now: "soon" } : { timestamp: time });
    }
    const path = url.pathname.replace(/^\/api\/commerce/, "");
    const answer = answers[`${method} ${path}`];
    return answer ? json(answer.status, answer.json) : json(404, { errorDetails: [{ errorId: "API404", message: `No storefront API ${method} ${path}` }] });
  }) as typeof fetch;

  /** The consumer calls made (session and time left out), as `METHOD path`. */
  const consumerCalls = () => calls.filter((call) => call.path.startsWith("/api/commerce/")).map((call) => `${call.method} ${call.path.replace("/api/commerce", "")}`);

  return { fetch: fetchImpl, calls, consumerCalls, answers };
}
