import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecideAnswer } from "../../contracts/api/decide.ts";
import { categories, personalisationDecisions } from "../db/schema.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { createConsumer } from "../testing/consumer-factory.ts";
import { decideBody, events, pageRequest, personalisationBackend, type PersonalisationKit } from "./personalisation-test-kit.ts";
import { assignVariant } from "../../contracts/personalisation/variant-assignment.ts";

let kit: PersonalisationKit;
beforeAll(async () => {
  kit = await personalisationBackend();
}, 60_000);
afterAll(async () => kit?.close());

const actionsOf = (answer: DecideAnswer | undefined) => answer!.responses[0]!.actions;
/** The variant each decided experience shows, by experience name. */
const decided = (answer: DecideAnswer | undefined) =>
  Object.fromEntries(actionsOf(answer).filter((action) => action.actionType === "content").map((action) => [action.impressionReporting[0]!.experience_name, action.component]));

async function decideFor(body: unknown, options: { brand?: string; token?: string } = {}) {
  const response = await kit.decide(body, options);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.answer!;
}

describe("POST /api/engine/v1/decide/{brand}: experiences", () => {
  it("answers responses[0].actions: a content action per experience, naming the variant, with impression reporting", async () => {
    const visitor = kit.visitorIn("Home Hero Test", "B-bold");
    const answer = await decideFor(decideBody(visitor, [events.decisionRequest("req-1"), events.pageView("other", "https://shop.example/en-us/qa-experience")]));
    expect(answer.monetateId).toBe(visitor);
    expect(answer.responses).toHaveLength(1);
    expect(answer.responses[0]!.requestId).toBe("req-1");
    expect(actionsOf(answer)).toEqual([
      {
        actionId: "exp-1001/B-bold",
        actionType: "content",
        component: "B-bold",
        items: [],
        impressionReporting: [{ experience_id: "exp-1001", experience_name: "Home Hero Test", experience_label: "EXP-1001 Home hero", variant_label: "B-bold" }],
      },
    ]);
  });

  it("a visitor keeps the variant on every call and page, the one the storefront's assignVariant gives", async () => {
    const heroTest = kit.fixtures.find((experience) => experience.name === "Home Hero Test")!;
    for (const visitor of ["mt-1", "mt-2", "2.1234567.89", "5f0c8a9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f"]) {
      const variants = new Set<string>();
      for (const pageType of ["home", "other", "product page", "cart", "home"]) variants.add(decided(await decideFor(pageRequest(visitor, pageType)))["Home Hero Test"]!);
      expect([...variants]).toEqual([assignVariant(heroTest, visitor)!.name]);
    }
  });

  it("splits visitors by the configured allocation (1,000 visitors through the API; 10,000 below)", async () => {
    const counts: Record<string, number> = { Baseline: 0, Experiment: 0, "B-bold": 0 };
    for (let index = 0; index < 1_000; index++) {
      const variant = decided(await decideFor(pageRequest(`split-${index}`, "other")))["Home Hero Test"]!;
      counts[variant] = counts[variant]! + 1;
    }
    expect(Math.abs(counts.Baseline! / 10 - 34)).toBeLessThanOrEqual(4);
    expect(Math.abs(counts.Experiment! / 10 - 33)).toBeLessThanOrEqual(4);
    expect(Math.abs(counts["B-bold"]! / 10 - 33)).toBeLessThanOrEqual(4);
  }, 60_000);

  it.each(["Home Hero Test", "Jacket Care Add-on", "Free Shipping Nudge"])("the fixture split of %s over 10,000 visitor ids is within 2 points", (name) => {
    const experience = kit.fixtures.find((candidate) => candidate.name === name)!;
    const counts = new Map<string, number>();
    for (let index = 0; index < 10_000; index++) {
      const variant = assignVariant(experience, `${index.toString(16).padStart(8, "0")}-visitor`)!.name;
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    for (const variant of experience.variants) expect(Math.abs((counts.get(variant.name) ?? 0) / 100 - variant.allocation), variant.name).toBeLessThanOrEqual(2);
  });
});

describe("audience targeting", () => {
  it("page type: product page recommendations only on product pages", async () => {
    expect(decided(await decideFor(pageRequest("page-type", "product page")))).toHaveProperty("Product Page Recommendations");
    expect(decided(await decideFor(pageRequest("page-type", "home")))).not.toHaveProperty("Product Page Recommendations");
    // Without a page view, no page-typed experience.
    expect(Object.keys(decided(await decideFor(decideBody("page-type", [events.decisionRequest()]))))).toEqual(["Home Hero Test"]);
  });

  it.each([
    { name: "a small cart", lines: [{ pid: "RLSH1001KSM", value: "59.98", quantity: 2 }], shown: true },
    { name: "a cart at the limit", lines: [{ pid: "RLSH1001KSM", value: "149.99" }], shown: true },
    { name: "a cart above the limit", lines: [{ pid: "RLSH1001KSM", value: "150.00" }], shown: false },
    { name: "an empty cart", lines: [], shown: false },
  ])("cart value and contents: the free shipping nudge for $name", async ({ lines, shown }) => {
    const answer = await decideFor(pageRequest("cart-visitor", "cart", [events.cart(lines)]));
    expect(Object.hasOwn(decided(answer), "Free Shipping Nudge")).toBe(shown);
  });

  it("cart contents: the jacket care add-on for a cart holding a jacket (a sub-category of Jackets) only", async () => {
    await kit.db.insert(categories).values([
      { id: "100200", slug: "jackets", name: "Jackets", parentId: null },
      { id: "100210", slug: "shells", name: "Shells", parentId: "100200" },
      { id: "100300", slug: "footwear", name: "Footwear", parentId: null },
    ]);
    const shell = await createProduct(kit.db, { categoryId: "100210" });
    const boot = await createProduct(kit.db, { categoryId: "100300" });
    const withShell = await decideFor(pageRequest("care-visitor", "cart", [events.cart([{ pid: boot.variantId, value: "90" }, { pid: shell.variantId, value: "300" }])]));
    expect(decided(withShell)).toHaveProperty("Jacket Care Add-on");
    const bootsOnly = await decideFor(pageRequest("care-visitor", "cart", [events.cart([{ pid: boot.productId, value: "90" }])]));
    expect(decided(bootsOnly)).not.toHaveProperty("Jacket Care Add-on");
  });

  it.each([
    { value: "hiking", shown: true },
    { value: "Trail Running", shown: true },
    { value: "golf", shown: false },
  ])("custom variables: userInterest $value → trail hero $shown", async ({ value, shown }) => {
    const answer = await decideFor(pageRequest("interest-visitor", "home", [events.customVariables({ userInterest: value, "total-cart": "0" })]));
    expect(Object.hasOwn(decided(answer), "Trail Interest Hero")).toBe(shown);
  });

  it("logged-in customer: the member welcome with a customer id, not without", async () => {
    expect(decided(await decideFor(pageRequest("member-visitor", "home", [], { customerId: "c-123" })))).toHaveProperty("Member Welcome");
    expect(decided(await decideFor(pageRequest("member-visitor", "home")))).not.toHaveProperty("Member Welcome");
  });

  it("programmes come only from a verified token: nobody learns another member's loyalty by sending their id", async () => {
    const loyal = await createConsumer(kit.db, { loyaltyMember: true });
    const plain = await createConsumer(kit.db, { loyaltyMember: false });
    const tokenOf = (consumerId: string) => kit.deps.tokens.issueAccessToken({ kind: "registered", consumerId }).accessToken;

    const withToken = await decideFor(pageRequest("loyal-visitor", "home"), { token: tokenOf(loyal.id) });
    expect(decided(withToken)).toMatchObject({ "Loyalty Rewards Teaser": "Rewards", "Member Welcome": expect.any(String) });

    const claimedOnly = await decideFor(pageRequest("other-visitor", "home", [], { customerId: loyal.id }));
    expect(decided(claimedOnly)).not.toHaveProperty("Loyalty Rewards Teaser");

    // Another member's token with the loyal member's id in the body: the token wins.
    const otherToken = await decideFor(pageRequest("other-visitor", "home", [], { customerId: loyal.id }), { token: tokenOf(plain.id) });
    expect(decided(otherToken)).not.toHaveProperty("Loyalty Rewards Teaser");
    // Stored: the claimed id for the first call, the token's consumer for the second.
    const rows = await kit.db.select({ customerId: personalisationDecisions.customerId }).from(personalisationDecisions).where(eq(personalisationDecisions.monetateId, "other-visitor"));
    expect(rows.map((entry) => entry.customerId).sort()).toEqual([loyal.id, plain.id].sort());
  });

  it("an invalid or a guest token counts as anonymous, not as an error", async () => {
    const guest = kit.deps.tokens.issueAccessToken({ kind: "guest", guestId: "g-1" }).accessToken;
    for (const token of ["not-a-token", `${guest}x`, guest]) {
      const answer = await decideFor(pageRequest("token-visitor", "home"), { token });
      expect(decided(answer)).not.toHaveProperty("Member Welcome");
    }
  });

  it("a paused experience is never decided", async () => {
    for (let index = 0; index < 20; index++) expect(decided(await decideFor(pageRequest(`paused-${index}`, "home")))).not.toHaveProperty("Winter Sale Countdown");
  });

  it("an experience of another brand is not decided", async () => {
    await kit.addExperiences([{ id: "exp-brand", name: "Outlet Only", brands: ["ridgeline-outlet"], variants: [{ name: "Outlet", label: "Outlet", allocation: 100 }] }]);
    expect(decided(await decideFor(pageRequest("brand-visitor", "other"), { brand: "ridgeline-outlet" }))).toEqual({ "Home Hero Test": expect.any(String), "Outlet Only": "Outlet" });
    expect(decided(await decideFor(pageRequest("brand-visitor", "other")))).not.toHaveProperty("Outlet Only");
  });
});

describe("requests and responses", () => {
  it("without includeReporting the actions carry no impression reporting", async () => {
    const answer = await decideFor(decideBody("quiet-visitor", [events.decisionRequest("r", false), events.pageView("home")]));
    expect(actionsOf(answer).length).toBeGreaterThan(0);
    for (const action of actionsOf(answer)) expect(action.impressionReporting).toEqual([]);
  });

  it("one response per DecisionRequest, in order, with the same decision", async () => {
    const answer = await decideFor(decideBody("twice-visitor", [events.decisionRequest("first"), events.pageView("other"), events.decisionRequest("second")]));
    expect(answer.responses.map((response) => response.requestId)).toEqual(["first", "second"]);
    expect(answer.responses[0]!.actions).toEqual(answer.responses[1]!.actions);
  });

  it("bare event type names work as the prefixed ones do", async () => {
    const bare = await decideFor({ monetateId: "bare-visitor", channel: "web", events: [{ eventType: "DecisionRequest", requestId: "r", includeReporting: true }, { eventType: "PageView", url: "/en-us", pageType: "other" }] });
    const prefixed = await decideFor(decideBody("bare-visitor", [events.decisionRequest("r"), events.pageView("other", "/en-us")]));
    expect(bare).toEqual(prefixed);
  });

  it("a call without a DecisionRequest only records: no responses, no decision stored", async () => {
    const answer = await decideFor(decideBody("record-only", [events.pageView("home"), events.pageEvents("newsletter-signup")]));
    expect(answer).toEqual({ monetateId: "record-only", responses: [] });
    expect(await kit.db.select().from(personalisationDecisions).where(eq(personalisationDecisions.monetateId, "record-only"))).toEqual([]);
  });

  it("each decision is stored: visitor, brand, page type and variants", async () => {
    const visitor = kit.visitorIn("Home Hero Test", "Experiment");
    await decideFor(pageRequest(visitor, "product page"));
    const rows = await kit.db.select().from(personalisationDecisions).where(eq(personalisationDecisions.monetateId, visitor));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand: "ridgeline", pageType: "product page", customerId: null, variants: expect.arrayContaining([{ experienceId: "exp-1001", variantName: "Experiment" }]) });
  });

  it("answers are not cached by shared caches", async () => {
    const response = await kit.decide(pageRequest("cache-visitor", "home"));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
