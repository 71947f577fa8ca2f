import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { decideRequest } from "../../contracts/api/decide.ts";
import { cartAnswer, cartItem } from "../commerce/screens/cart/testing/cart-factory.ts";
import { decideAgain } from "./browser-events.ts";
import { decidePageAgain } from "./decide-page-again.ts";

vi.mock("./browser-events.ts", () => ({ decideAgain: vi.fn() }));

const PAGE_VIEW = { url: "https://shop.example/en-us/cart", pageType: "cart", categories: [], breadcrumbs: [] };
const sentEvents = () => vi.mocked(decideAgain).mock.calls[0] as DecideEventInput[];
const typesOf = (events: DecideEventInput[]) => events.map((event) => event.eventType);

beforeEach(() => vi.mocked(decideAgain).mockReset().mockResolvedValue(undefined));

describe("decidePageAgain", () => {
  it.each([
    { name: "a recalculation: decision request and the page view", detail: undefined, types: ["DecisionRequest", "PageView"] },
    { name: "a cart change: the new cart and its totals", detail: { cart: cartAnswer({ items: [cartItem()] }) }, types: ["DecisionRequest", "PageView", "Cart", "CustomVariables"] },
    { name: "events the recalculation carries, last", detail: { events: [{ eventType: "PageEvents", pageEvents: ["size-guide"] }] }, types: ["DecisionRequest", "PageView", "PageEvents"] },
  ])("$name", async ({ detail, types }) => {
    await decidePageAgain(PAGE_VIEW, detail);
    const events = sentEvents();
    expect(typesOf(events).map((type) => type.slice(type.lastIndexOf(":") + 1))).toEqual(types);
    expect(events[0]).toMatchObject({ includeReporting: true, requestId: expect.stringMatching(/^browser-/) });
    expect(events[1]).toMatchObject({ url: PAGE_VIEW.url, pageType: "cart" });
    // What the engine accepts.
    expect(decideRequest.safeParse({ monetateId: "v", channel: "web", events }).success).toBe(true);
  });

  it("each decision its own request id", async () => {
    await decidePageAgain(PAGE_VIEW);
    await decidePageAgain(PAGE_VIEW);
    const [first, second] = vi.mocked(decideAgain).mock.calls.map((call) => call[0].requestId);
    expect(first).not.toBe(second);
  });

  it.each([
    { name: "no answer: undefined (the page keeps what it shows)", answer: undefined, expected: undefined },
    {
      name: "an answer: the page's variants (labels mapped) and recommendations",
      answer: { monetateId: "v", responses: [{ requestId: "r", actions: [{ actionType: "content", component: "B-bold", impressionReporting: [{ experience_name: "Home Hero Test", variant_label: "B-bold" }] }] }] },
      expected: { variants: { "Home Hero Test": "B-bold" }, labels: { "Home Hero Test": "B" }, recommendations: {} },
    },
  ])("$name", async ({ answer, expected }) => {
    vi.mocked(decideAgain).mockResolvedValue(answer);
    expect(await decidePageAgain(PAGE_VIEW)).toEqual(expected);
  });
});
