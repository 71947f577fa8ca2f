import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecideAnswer } from "../../contracts/api/decide.ts";
import { personalisationPageEvents, personalisationRecEvents } from "../db/schema.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { decideBody, events, pageRequest, personalisationBackend, type PersonalisationKit } from "./personalisation-test-kit.ts";

let kit: PersonalisationKit;
beforeAll(async () => {
  kit = await personalisationBackend();
  for (let index = 0; index < 6; index++) await createProduct(kit.db, { ratingTenths: 40 + index, reviewsCount: 10 });
}, 60_000);
afterAll(async () => kit?.close());

/** A home page decision for the visitor: the trending carousel's items. */
async function trendingFor(visitor: string) {
  const response = await kit.decide(pageRequest(visitor, "home"));
  expect(response.status).toBe(200);
  const items = (response.answer as DecideAnswer).responses[0]!.actions.find((action) => action.component === "trending-carousel")!.items;
  expect(items.length).toBeGreaterThanOrEqual(3);
  return items;
}

const recEventsOf = (visitor: string) => kit.db.select().from(personalisationRecEvents).where(eq(personalisationRecEvents.monetateId, visitor)).orderBy(personalisationRecEvents.kind, personalisationRecEvents.productId);

describe("RecImpressions and RecClicks", () => {
  it("recTokens round-trip: impressions and a click are stored with the item, experience, variant, slot and strategy", async () => {
    const items = await trendingFor("rt-visitor");
    const response = await kit.decide(decideBody("rt-visitor", [events.recImpressions(...items.slice(0, 3).map((item) => item.recToken)), events.recClicks(items[1]!.recToken)]));
    expect(response.status).toBe(200);
    expect(response.answer).toEqual({ monetateId: "rt-visitor", responses: [] });

    const stored = await recEventsOf("rt-visitor");
    const expected = (kind: string, index: number) =>
      expect.objectContaining({ kind, recToken: items[index]!.recToken, productId: items[index]!.id, experienceId: "exp-2003", variantName: "Baseline", component: "trending-carousel", strategy: "trending" });
    expect(stored).toHaveLength(4);
    expect(stored).toEqual(expect.arrayContaining([expected("impression", 0), expected("impression", 1), expected("impression", 2), expected("click", 1)]));
  });

  it("a click may come as one token, and record events may ride along with a decision request", async () => {
    const items = await trendingFor("ride-visitor");
    const response = await kit.decide(decideBody("ride-visitor", [events.decisionRequest(), events.pageView("home"), { eventType: "monetate:record:RecClicks", recClicks: items[0]!.recToken }]));
    expect(response.status).toBe(200);
    expect(response.answer!.responses).toHaveLength(1);
    expect((await recEventsOf("ride-visitor")).map((row) => [row.kind, row.productId])).toEqual([["click", items[0]!.id]]);
  });

  it("another visitor's recToken is refused, and nothing of that call is recorded", async () => {
    const mine = await trendingFor("owner-visitor");
    const theirs = await trendingFor("thief-visitor");
    const response = await kit.decide(decideBody("thief-visitor", [events.recImpressions(theirs[0]!.recToken, mine[0]!.recToken), events.pageEvents("viewed-carousel")]));
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({ errorId: "ATTR300", field: "events.0.recImpressions.1" });
    expect(await recEventsOf("thief-visitor")).toEqual([]);
    expect(await recEventsOf("owner-visitor")).toEqual([]);
    expect(await kit.db.select().from(personalisationPageEvents).where(eq(personalisationPageEvents.monetateId, "thief-visitor"))).toEqual([]);
  });

  it.each([
    { name: "not a token at all", token: () => "hello" },
    { name: "a decision that does not exist", token: () => `${randomUUID()}.0` },
    { name: "an index beyond the decision's items", token: (items: { recToken: string }[]) => `${items[0]!.recToken.split(".")[0]}.999` },
  ])("refuses $name: 400 ATTR300 naming the field", async ({ token }) => {
    const items = await trendingFor("made-up-visitor");
    const response = await kit.decide(decideBody("made-up-visitor", [events.recClicks(token(items))]));
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({ errorId: "ATTR300", field: "events.0.recClicks.0" });
  });
});

describe("PageEvents", () => {
  it("are stored by name, with the page they happened on", async () => {
    const response = await kit.decide(decideBody("page-visitor", [events.pageView("product page", "https://shop.example/en-us/p/x-RLSH1001"), events.pageEvents("size-guide-opened", "add-to-cart")]));
    expect(response.status).toBe(200);
    const rows = await kit.db.select().from(personalisationPageEvents).where(eq(personalisationPageEvents.monetateId, "page-visitor")).orderBy(personalisationPageEvents.name);
    expect(rows.map(({ name, brand, pageType, url }) => ({ name, brand, pageType, url }))).toEqual([
      { name: "add-to-cart", brand: "ridgeline", pageType: "product page", url: "https://shop.example/en-us/p/x-RLSH1001" },
      { name: "size-guide-opened", brand: "ridgeline", pageType: "product page", url: "https://shop.example/en-us/p/x-RLSH1001" },
    ]);
  });
});
