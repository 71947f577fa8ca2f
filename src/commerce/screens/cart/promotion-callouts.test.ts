import { describe, expect, it } from "vitest";
import type { PromoSummaryAnswer } from "../../../../contracts/api/cart.ts";
import { promotionCallouts } from "./promotion-callouts.ts";
import { APPROACHING_CART, FULL_CART } from "./testing/recorded-carts.ts";

const entry = (partial: Partial<PromoSummaryAnswer>): PromoSummaryAnswer => ({
  promotionId: "ORDER10-OVER100",
  promotionName: "10% off orders over 100",
  level: "ORDER",
  calloutMessage: "Spend {distance} more for 10% off|You're close: {distance} more for 10% off|You've earned 10% off",
  approachingDisplayLevel: 40,
  distanceFromConditionThreshold: 60,
  state: "approaching",
  messageKind: "standard",
  couponCode: null,
  errorId: null,
  ...partial,
});

describe("promotionCallouts", () => {
  it.each([
    { name: "approaching: the first part, the distance in its place", entry: entry({}), siteId: "RL-US", expected: { message: "Spend $60.00 more for 10% off", type: "info", state: "approaching" } },
    {
      name: "in progress: the second part",
      entry: entry({ state: "inProgress", approachingDisplayLevel: 88, distanceFromConditionThreshold: 12 }),
      siteId: "RL-US",
      expected: { message: "You're close: $12.00 more for 10% off", type: "info", progress: 88 },
    },
    { name: "earned: the third part", entry: entry({ state: "earned", approachingDisplayLevel: 100, distanceFromConditionThreshold: 0 }), siteId: "RL-US", expected: { message: "You've earned 10% off", type: "success" } },
    {
      name: "no placeholder: the distance appended",
      entry: entry({ calloutMessage: "Add a jacket|Nearly there|Done", distanceFromConditionThreshold: 25.5 }),
      siteId: "RL-US",
      expected: { message: "Add a jacket · Spend $25.50 more" },
    },
    { name: "no placeholder and nothing to spend: as it is", entry: entry({ calloutMessage: "Add a jacket|Nearly there|Done", distanceFromConditionThreshold: 0 }), siteId: "RL-US", expected: { message: "Add a jacket" } },
    { name: "money in the site's format (CAD as a code)", entry: entry({}), siteId: "RL-CA", expected: { message: "Spend CAD\u00a060.00 more for 10% off" } },
    { name: "money in the site's format (German)", entry: entry({}), siteId: "RL-DE", expected: { message: "Spend 60,00\u00a0€ more for 10% off" } },
    { name: "GUEST: labelled a guest offer", entry: entry({ promotionId: "GUEST-5OFF50", messageKind: "guest" }), siteId: "RL-US", expected: { label: "Guest offer", kind: "guest" } },
    { name: "REGISTERED: labelled a member offer", entry: entry({ promotionId: "REGISTERED-15OFF200", messageKind: "registered" }), siteId: "RL-US", expected: { label: "Member offer" } },
    { name: "GWP: labelled a gift with purchase", entry: entry({ promotionId: "GWP-BEANIE150", messageKind: "gift" }), siteId: "RL-US", expected: { label: "Gift with purchase" } },
    {
      name: "GWP earned but out of stock (GFO404): the error's message",
      entry: entry({ promotionId: "GWP-BEANIE150", messageKind: "gift", state: "earned", distanceFromConditionThreshold: 0, errorId: "GFO404" }),
      siteId: "RL-US",
      expected: { type: "error", state: "earned" },
    },
    {
      name: "a gift no longer available (GFS800) on the German site: the catalogue's message in German",
      entry: entry({ promotionId: "GWP-BEANIE150", messageKind: "gift", state: "earned", distanceFromConditionThreshold: 0, errorId: "GFS800" }),
      siteId: "RL-DE",
      expected: { type: "error", message: "Dieses Geschenk ist nicht mehr verfügbar." },
    },
    {
      name: "a gift no longer available (GFS800) on the French site: in French",
      entry: entry({ promotionId: "GWP-BEANIE150", messageKind: "gift", state: "earned", distanceFromConditionThreshold: 0, errorId: "GFS800" }),
      siteId: "RL-CAFR",
      expected: { type: "error", message: "Ce cadeau n’est plus disponible." },
    },
  ])("$name", ({ entry: summary, siteId, expected }) => {
    const [callout] = promotionCallouts([summary], siteId);
    expect(callout).toMatchObject(expected);
  });

  it.each([
    ["two parts", "Add socks for 5% off|You've earned 5% off socks"],
    ["four parts", "a|b|c|d"],
    ["none", null],
  ])("only three-part callouts: %s is left out", (_name, calloutMessage) => {
    expect(promotionCallouts([entry({ calloutMessage })], "RL-US")).toEqual([]);
  });

  it("the recorded carts: earned callouts of a full cart, one approaching of a single fleece", () => {
    expect(promotionCallouts(FULL_CART.promoSummary, "RL-US").map((callout) => [callout.promotionId, callout.state, callout.message])).toEqual([
      ["GUEST-5OFF50", "earned", "You've earned 5% off; sign in for member offers"],
      ["GWP-BEANIE150", "earned", "Your free Ridgeline Logo Beanie is in your bag"],
      ["ORDER10-OVER100", "earned", "You've earned 10% off your order"],
      ["PRODUCT20-FLEECE", "earned", "You've earned 20% off fleece"],
      ["SHIP-FREE75", "earned", "You've earned free shipping"],
    ]);
    const approaching = promotionCallouts(APPROACHING_CART.promoSummary, "RL-US");
    expect(approaching.find((callout) => callout.promotionId === "GWP-BEANIE150")?.message).toBe("Spend $82.00 more for a free Ridgeline Logo Beanie");
  });
});
