import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPersonalisationRoute, withoutCustomerId } from "../../server/bff/personalisation-route.ts";
import { decideAnswer } from "../../contracts/api/decide.ts";
import { createFixtureDecisionProvider } from "../../src/personalisation/decision-provider.ts";
import { recImpressionsEvent } from "../../src/personalisation/decide-events.ts";
import { createEngineDecisionProvider, STOREFRONT_DECIDE_PATH } from "../../src/personalisation/engine-decisions.ts";
import { personalisationDecisions, personalisationRecEvents, createProduct, createConsumer, pageRequest, personalisationBackend, type PersonalisationKit } from "../../backend/testing/index.ts";
import { expectConsole } from "../setup/fail-on-console.ts";

/**
 * The storefront's decide route (server/bff/personalisation-route.ts) in front of this engine,
 * and the storefront's engine decision provider through it: what the browser gets.
 */

let kit: PersonalisationKit;
const CSRF = "c".repeat(32);
const ORIGIN = "http://shop.test";

function storefront(upstream?: (request: Request) => Promise<Response>) {
  const app = new Hono();
  app.route("/api/engine", createPersonalisationRoute({ upstream: { upstream: upstream ?? ((request) => Promise.resolve(kit.app.fetch(request))), baseUrl: "http://engine.test" } }));
  return app;
}

/** A browser of the storefront: its cookies and CSRF header on every call. */
function browserFetch(app: Hono, cookies: Record<string, string> = {}) {
  const cookie = Object.entries({ rl_csrf: CSRF, ...cookies }).map(([name, value]) => `${name}=${value}`).join("; ");
  return (async (url: string, init: RequestInit = {}) =>
    app.request(`${ORIGIN}${url}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie, origin: ORIGIN } })) as unknown as typeof fetch;
}

const post = (app: Hono, body: unknown, headers: Record<string, string> = {}, path = STOREFRONT_DECIDE_PATH) =>
  app.request(`${ORIGIN}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie: `rl_csrf=${CSRF}`, "x-csrf-token": CSRF, origin: ORIGIN, ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });

beforeAll(async () => {
  kit = await personalisationBackend();
  for (let index = 0; index < 5; index++) await createProduct(kit.db, { ratingTenths: 40 + index, reviewsCount: 5 });
}, 60_000);
afterAll(async () => kit?.close());

const provider = (app: Hono, cookies: Record<string, string> = {}, url = "https://shop.example/en-us/qa-experience") =>
  createEngineDecisionProvider({ fetch: browserFetch(app, cookies), csrfToken: async () => CSRF, page: () => ({ url, language: "en-US" }) });

describe("the storefront's engine provider through the route", () => {
  it("decides what the fixture provider decides, visitor by visitor (the same assignment over the same fixtures)", async () => {
    const engine = provider(storefront());
    const fixture = createFixtureDecisionProvider(kit.fixtures);
    for (let index = 0; index < 40; index++) {
      const request = { experienceNames: ["Home Hero Test"], visitorId: `route-visitor-${index}`, pageType: "other" };
      expect(await engine.decide(request)).toEqual(await fixture.decide(request));
    }
  }, 30_000);

  it("the session's member is the customer: the engine targets their programmes", async () => {
    const member = await createConsumer(kit.db, { loyaltyMember: true });
    const token = kit.deps.tokens.issueAccessToken({ kind: "registered", consumerId: member.id }).accessToken;
    const decisions = await provider(storefront(), { rl_at: token }).decide({ experienceNames: ["Loyalty Rewards Teaser", "Member Welcome"], visitorId: "member-visitor", pageType: "home" });
    expect(Object.keys(decisions).sort()).toEqual(["Loyalty Rewards Teaser", "Member Welcome"]);
    const [row] = await kit.db.select().from(personalisationDecisions).where(eq(personalisationDecisions.monetateId, "member-visitor"));
    expect(row!.customerId).toBe(member.id);
  });

  it("a customerId from the browser is dropped: nobody passes for another customer", async () => {
    const response = await post(storefront(), pageRequest("claiming-visitor", "home", [], { customerId: "someone-else" }));
    expect(response.status).toBe(200);
    const actions = decideAnswer.parse(await response.json()).responses[0]!.actions;
    expect(actions.map((action) => action.impressionReporting[0]!.experience_name)).not.toContain("Member Welcome");
    const [row] = await kit.db.select().from(personalisationDecisions).where(eq(personalisationDecisions.monetateId, "claiming-visitor"));
    expect(row!.customerId).toBeNull();
  });

  it("records impressions of recommended items through the route (recTokens round-trip)", async () => {
    const app = storefront();
    const response = await post(app, pageRequest("recording-visitor", "home"));
    const items = decideAnswer.parse(await response.json()).responses[0]!.actions.find((action) => action.component === "trending-carousel")!.items;
    await provider(app).record("recording-visitor", [recImpressionsEvent(items.map((item) => item.recToken))!]);
    const rows = await kit.db.select().from(personalisationRecEvents).where(eq(personalisationRecEvents.monetateId, "recording-visitor"));
    expect(rows.map((row) => row.productId).sort()).toEqual(items.map((item) => item.id).sort());
  });
});

describe("the route's own answers", () => {
  it("without the CSRF token: 403 AUT432, nothing decided", async () => {
    const response = await post(storefront(), pageRequest("csrf-visitor", "home"), { "x-csrf-token": "" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("AUT432");
    expect(await kit.db.select().from(personalisationDecisions).where(eq(personalisationDecisions.monetateId, "csrf-visitor"))).toEqual([]);
  });

  it.each([
    { brand: "Ridgeline", status: 400 },
    { brand: "a%2Fb", status: 400 },
    // Dot segments resolve by URL rules to another path of the storefront, which has no such route.
    { brand: "%2E%2E", status: 404 },
    { brand: "..", status: 404 },
  ])("a brand that cannot be one ($brand): $status, and the engine is not called", async ({ brand, status }) => {
    let called = false;
    const app = storefront(() => ((called = true), Promise.resolve(new Response("{}", { headers: { "content-type": "application/json" } }))));
    const response = await post(app, pageRequest("v", "home"), {}, `/api/engine/v1/decide/${brand}`);
    expect(response.status).toBe(status);
    if (status === 400) expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("ATTR300");
    expect(called).toBe(false);
  });

  it("the engine's own 4xx passes through", async () => {
    const response = await post(storefront(), { monetateId: "v", channel: "web", events: [] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorDetails: { errorId: string; field: string }[] }).errorDetails[0]).toMatchObject({ errorId: "ATTR300", field: "events" });
  });

  it("a JSON body sent as text/plain (the browser's simple request) goes on to the engine as application/json", async () => {
    let forwarded: string | null = null;
    const app = storefront((request) => ((forwarded = request.headers.get("content-type")), Promise.resolve(kit.app.fetch(request))));
    const response = await post(app, pageRequest("plain-text-visitor", "home"), { "content-type": "text/plain;charset=UTF-8" });
    expect(response.status).toBe(200);
    expect(decideAnswer.parse(await response.json()).responses).toHaveLength(1);
    expect(forwarded).toBe("application/json");
  });

  it.each(["application/x-www-form-urlencoded", "text/html", "multipart/form-data; boundary=x", ""])("a body of another type (%j): 415 API415, and the engine is not called", async (contentType) => {
    let called = false;
    const app = storefront(() => ((called = true), Promise.resolve(Response.json({}))));
    const response = await post(app, pageRequest("v", "home"), { "content-type": contentType });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("API415");
    expect(called).toBe(false);
  });

  it("GET: 405 API405", async () => {
    const response = await storefront().request(`${ORIGIN}${STOREFRONT_DECIDE_PATH}`);
    expect([response.status, response.headers.get("allow")]).toEqual([405, "POST"]);
  });

  it("an engine that is down, or answers something else than JSON: 502 GEN500", async () => {
    expectConsole("error", /personalisation engine unreachable/);
    const down = await post(storefront(() => Promise.reject(new Error("ECONNREFUSED"))), pageRequest("v", "home"));
    expect(down.status).toBe(502);
    const html = await post(storefront(() => Promise.resolve(new Response("<h1>hi</h1>", { headers: { "content-type": "text/html" } }))), pageRequest("v", "home"));
    expect(html.status).toBe(502);
    expect(((await html.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("GEN500");
  });
});

describe("the engine's answers are checked here (the browser trusts them: decision 0013)", () => {
  const engineAnswering = (status: number, json: unknown) => storefront(() => Promise.resolve(Response.json(json, { status })));

  it.each([
    { name: "an action of another shape", json: { monetateId: "v", responses: [{ requestId: "r", actions: [{ component: 1 }] }] } },
    { name: "an unknown field", json: { monetateId: "v", responses: [], debug: true } },
    { name: "a list", json: [] },
  ])("a success answer off the decide contract ($name): 502 GEN500, logged", async ({ json }) => {
    expectConsole("error", /personalisation engine answered off the decide contract/);
    const response = await post(engineAnswering(200, json), pageRequest("v", "home"));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("GEN500");
  });

  it("a decide answer passes as sent; an error answer is not checked", async () => {
    const answer = { monetateId: "v", responses: [{ requestId: "r", actions: [] }] };
    expect(await (await post(engineAnswering(200, answer), pageRequest("v", "home"))).json()).toEqual(answer);
    const refused = await post(engineAnswering(429, { errorDetails: [{ errorId: "PRM140", message: "slow down" }] }), pageRequest("v", "home"));
    expect(refused.status).toBe(429);
  });
});

describe("withoutCustomerId", () => {
  it.each([
    { body: '{"monetateId":"v","customerId":"c","events":[]}', expected: '{"monetateId":"v","events":[]}' },
    { body: '{"monetateId":"v"}', expected: '{"monetateId":"v"}' },
    { body: "[1,2]", expected: "[1,2]" },
    { body: "not json", expected: "not json" },
    { body: "", expected: "" },
  ])("$body → $expected", ({ body, expected }) => expect(withoutCustomerId(body)).toBe(expected));
});
