import { describe, expect, it } from "vitest";
import {
  decideActionAnswer,
  decideAnswer,
  impressionReportingAnswer,
  recommendationItemAnswer,
  recommendationPriceAnswer,
  type DecideAction,
  type RecommendationItem,
} from "./decide-answer.ts";

/**
 * The decide answer in zod/mini accepts and refuses what the classic zod contract did: strict
 * objects, amounts of 0 or more, ratings 0 to 5, whole review counts, 3-letter currencies.
 */

const price = (partial: Partial<RecommendationItem["price"]> = {}): RecommendationItem["price"] => ({ currency: "USD", lowCurrent: 59.98, highCurrent: 59.98, lowOriginal: 79.98, highOriginal: 79.98, ...partial });
const item = (partial: Partial<RecommendationItem> = {}): RecommendationItem => ({
  id: "NF0A3C8D",
  itemGroupId: "NF0A3C8D",
  sku: "NF0A3C8DBLK",
  name: "Summit parka",
  image: "https://images.example/summit.jpg",
  url: "/en-us/p/summit-parka-NF0A3C8D",
  recToken: "token-1",
  review_average: 4.5,
  reviewsCount: 12,
  price: price(),
  recommendationId: "trending",
  ...partial,
});
const report = { experience_id: "1", experience_name: "Spring Hero", experience_label: "Spring", variant_label: "Experiment" };
const action = (partial: Partial<DecideAction> = {}): DecideAction => ({ actionId: "a1", actionType: "content", component: "Experiment", items: [], impressionReporting: [report], ...partial });
const withExtra = <T extends object>(value: T) => ({ ...value, extra: true });

describe("recommendationPriceAnswer", () => {
  it.each([
    ["a price range", price(), true],
    ["free", price({ lowCurrent: 0, highCurrent: 0 }), true],
    ["a negative amount", price({ lowCurrent: -0.01 }), false],
    ["an amount as text", { ...price(), highCurrent: "59.98" }, false],
    ["infinity", price({ highOriginal: Infinity }), false],
    ["NaN", price({ lowOriginal: NaN }), false],
    ["a lower-case currency", price({ currency: "usd" }), false],
    ["a 4-letter currency", price({ currency: "USDX" }), false],
    ["a missing amount", { currency: "USD", lowCurrent: 1, highCurrent: 1, lowOriginal: 1 }, false],
    ["an unknown field", withExtra(price()), false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(recommendationPriceAnswer.safeParse(value).success).toBe(accepted);
  });
});

describe("recommendationItemAnswer", () => {
  it.each([
    ["an item", item(), true],
    ["on sale", item({ percentagePriceDiscount: 25.5 }), true],
    ["rated 0", item({ review_average: 0 }), true],
    ["rated 5", item({ review_average: 5 }), true],
    ["no reviews", item({ reviewsCount: 0 }), true],
    ["a discount of 100", item({ percentagePriceDiscount: 100 }), true],
    ["rated over 5", item({ review_average: 5.01 }), false],
    ["rated below 0", item({ review_average: -1 }), false],
    ["a fractional review count", item({ reviewsCount: 1.5 }), false],
    ["a negative review count", item({ reviewsCount: -1 }), false],
    ["a review count over the safe integers", item({ reviewsCount: 2 ** 53 }), false],
    ["a discount over 100", item({ percentagePriceDiscount: 100.1 }), false],
    ["a discount as text", { ...item(), percentagePriceDiscount: "10" }, false],
    ["a price with an unknown field", { ...item(), price: withExtra(price()) }, false],
    ["no recToken", (({ recToken: _, ...rest }) => rest)(item()), false],
    ["an unknown field", withExtra(item()), false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(recommendationItemAnswer.safeParse(value).success).toBe(accepted);
  });
});

describe("impressionReportingAnswer", () => {
  it.each([
    ["a report", report, true],
    ["a numeric id", { ...report, experience_id: 1 }, false],
    ["no variant label", (({ variant_label: _, ...rest }) => rest)(report), false],
    ["an unknown field", withExtra(report), false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(impressionReportingAnswer.safeParse(value).success).toBe(accepted);
  });
});

describe("decideActionAnswer", () => {
  it.each([
    ["a content action", action(), true],
    ["a recommendations action", action({ actionType: "recommendations", items: [item()], impressionReporting: [] }), true],
    ["another action type", { ...action(), actionType: "redirect" }, false],
    ["an invalid item", { ...action(), items: [{}] }, false],
    ["no items list", (({ items: _, ...rest }) => rest)(action()), false],
    ["an unknown field", withExtra(action()), false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(decideActionAnswer.safeParse(value).success).toBe(accepted);
  });
});

describe("decideAnswer", () => {
  const answer = (responses: unknown) => ({ monetateId: "visitor-1", responses });
  it.each([
    ["a decision", answer([{ requestId: "r1", actions: [action()] }]), true],
    ["a call that only recorded events", answer([]), true],
    ["a response without actions", answer([{ requestId: "r1", actions: [] }]), true],
    ["a numeric request id", answer([{ requestId: 1, actions: [] }]), false],
    ["a response with an unknown field", answer([{ requestId: "r1", actions: [], extra: 1 }]), false],
    ["no responses", { monetateId: "visitor-1" }, false],
    ["a numeric visitor id", { monetateId: 1, responses: [] }, false],
    ["an unknown field", withExtra(answer([])), false],
    ["not an object", [], false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(decideAnswer.safeParse(value).success).toBe(accepted);
  });

  it("a refusal names the field", () => {
    const parsed = decideAnswer.safeParse(answer([{ requestId: "r1", actions: [action({ items: [item({ price: price({ currency: "usd" }) })] })] }]));
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["responses.0.actions.0.items.0.price.currency", "must be a 3-letter currency code"]]);
  });
});
