import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { RECEIVED_EVENTS_PATH } from "./received-events-route.ts";
import { DECIDE, decideBody, events, pageRequest, personalisationBackend, type PersonalisationKit } from "./personalisation-test-kit.ts";

/** Every event of every decide call is stored as validated, and read back where the mailbox is. */

const statements: string[] = [];
let kit: PersonalisationKit;
beforeAll(async () => {
  kit = await personalisationBackend({ onStatement: (sql) => statements.push(sql) });
}, 60_000);
afterAll(async () => kit?.close());

interface Received {
  eventType: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

async function receivedBy(monetateId: string): Promise<Received[]> {
  const response = await kit.call("GET", `${RECEIVED_EVENTS_PATH}?monetateId=${encodeURIComponent(monetateId)}`);
  expect(response.status).toBe(200);
  return (response.json as unknown as { events: Received[] }).events;
}

const inserts = (table: string) => statements.filter((sql) => new RegExp(`^insert into "${table}"`, "i").test(sql.trim()));

describe("received events", () => {
  it("every event of a call, in the order sent: bare type, validated payload (prefixes gone, defaults set, amounts in minor units)", async () => {
    const body = decideBody("received-visitor", [
      events.decisionRequest("req-1"),
      events.pageView("category", "https://shop.example/en-us/c/jackets-100200", ["100200"]),
      events.cart([{ pid: "RLSH1001", quantity: 2, value: "59.98" }]),
      { eventType: "ScreenSize", width: 1440, height: 900 },
      { eventType: "monetate:context:SearchView", searchTerm: "parka" },
    ]);
    expect((await kit.decide(body)).status).toBe(200);
    const received = await receivedBy("received-visitor");
    expect(received.map((event) => event.eventType)).toEqual(["DecisionRequest", "PageView", "Cart", "ScreenSize", "SearchView"]);
    expect(received.map((event) => event.payload)).toEqual([
      { eventType: "DecisionRequest", requestId: "req-1", includeReporting: true },
      { eventType: "PageView", url: "https://shop.example/en-us/c/jackets-100200", pageType: "category", breadcrumbs: [], categories: ["100200"] },
      { eventType: "Cart", cartLines: [{ pid: "RLSH1001", quantity: 2, value: 5998, currency: "USD" }] },
      { eventType: "ScreenSize", width: 1440, height: 900 },
      { eventType: "SearchView", searchTerm: "parka", searchTermType: "text", searchType: "site" },
    ]);
    expect(new Set(received.map((event) => event.createdAt)).size).toBe(1);
  });

  it("later calls come after earlier ones; other visitors' events are not answered", async () => {
    await kit.decide(decideBody("ordered-visitor", [events.pageEvents("first")]));
    await kit.decide(pageRequest("someone-else", "home"));
    await kit.decide(decideBody("ordered-visitor", [events.pageEvents("second"), events.pageEvents("third")]));
    const received = await receivedBy("ordered-visitor");
    expect(received.map((event) => event.payload.pageEvents)).toEqual([["first"], ["second"], ["third"]]);
  });

  it("one insert per call, within the decide's transaction", async () => {
    statements.length = 0;
    await kit.decide(pageRequest("counted-visitor", "home", [events.pageEvents("a"), events.productDetailView("RLSH1001")]));
    expect(inserts("personalisation_received_events")).toHaveLength(1);
    const begin = statements.findIndex((sql) => /^begin/i.test(sql.trim()));
    const insert = statements.findIndex((sql) => /^insert into "personalisation_received_events"/i.test(sql.trim()));
    const commit = statements.findIndex((sql) => /^commit/i.test(sql.trim()));
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(insert).toBeGreaterThan(begin);
    expect(commit).toBeGreaterThan(insert);
  });

  it("a refused call stores nothing", async () => {
    const response = await kit.decide(decideBody("refused-visitor", [events.pageView("home"), events.recClicks("not-a-token")]));
    expect(response.status).toBe(400);
    expect(await receivedBy("refused-visitor")).toEqual([]);
  });

  it.each(["", "?monetateId=", "?monetateId=a%20b", "?other=x"])("a query without a visitor id (%j): 400 ATTR300", async (query) => {
    const response = await kit.call("GET", `${RECEIVED_EVENTS_PATH}${query}`);
    expect([response.status, response.json.errorDetails?.[0]?.errorId]).toEqual([400, "ATTR300"]);
  });
});

describe("the decide body's type", () => {
  it.each([
    { contentType: "application/json", status: 200 },
    { contentType: "application/json; charset=utf-8", status: 200 },
    { contentType: "text/plain;charset=UTF-8", status: 200 },
    { contentType: "text/plain", status: 200 },
    { contentType: "text/html", status: 415 },
    { contentType: "text/plainish", status: 415 },
    { contentType: "application/x-www-form-urlencoded", status: 415 },
    { contentType: "multipart/form-data; boundary=x", status: 415 },
  ])("$contentType: $status", async ({ contentType, status }) => {
    const response = await kit.call("POST", DECIDE(), { body: pageRequest("typed-visitor", "home"), headers: { "content-type": contentType } });
    expect(response.status, response.text).toBe(status);
    if (status === 415) expect(response.json.errorDetails?.[0]?.errorId).toBe("API415");
  });
});

describe("where the mailbox is not", () => {
  it("a backend that keeps its secrets answers no event log", async () => {
    const closed = await backendUnderTest({ exposeResetToken: false });
    try {
      const response = await closed.call("GET", `${RECEIVED_EVENTS_PATH}?monetateId=v`);
      expect([response.status, response.json.errorDetails?.[0]?.errorId]).toEqual([404, "API404"]);
    } finally {
      await closed.close();
    }
  });
});
