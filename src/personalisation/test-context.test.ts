import { describe, expect, it } from "vitest";
import { parseTestContext, type TestContext } from "./test-context.ts";

const testContext = (partial: Partial<TestContext> = {}): TestContext => ({ segmentIds: [], variants: {}, ...partial });

describe("parseTestContext", () => {
  it.each([
    { name: "null", raw: null, expected: testContext() },
    { name: "undefined", raw: undefined, expected: testContext() },
    { name: "empty string", raw: "", expected: testContext() },
    { name: "only whitespace", raw: "   ", expected: testContext() },
    { name: "only separators", raw: ", ,,", expected: testContext() },
    { name: "one segment", raw: "loyalty-loggedin", expected: testContext({ segmentIds: ["loyalty-loggedin"] }) },
    {
      name: "several segments in order",
      raw: "loyalty-loggedin,cart-empty",
      expected: testContext({ segmentIds: ["loyalty-loggedin", "cart-empty"] }),
    },
    {
      name: "one experience variant",
      raw: "Spring Hero=Experiment",
      expected: testContext({ variants: { "Spring Hero": "Experiment" } }),
    },
    {
      name: "segments and variants mixed",
      raw: "loyalty-loggedin,Spring Hero=Experiment,Fall Promo=B,cart-empty",
      expected: testContext({ segmentIds: ["loyalty-loggedin", "cart-empty"], variants: { "Spring Hero": "Experiment", "Fall Promo": "B" } }),
    },
    {
      name: "whitespace around tokens, names and variants is trimmed",
      raw: "  loyalty-loggedin ,  Spring Hero  =  Experiment  , ",
      expected: testContext({ segmentIds: ["loyalty-loggedin"], variants: { "Spring Hero": "Experiment" } }),
    },
    {
      name: "whitespace inside an experience name is kept",
      raw: "Spring  Hero=B",
      expected: testContext({ variants: { "Spring  Hero": "B" } }),
    },
    {
      name: "only the first = separates name and variant",
      raw: "Spring Hero=B=2",
      expected: testContext({ variants: { "Spring Hero": "B=2" } }),
    },
    {
      name: "the later of two variants for one experience wins",
      raw: "Spring Hero=A,Spring Hero=B",
      expected: testContext({ variants: { "Spring Hero": "B" } }),
    },
  ])("$name", ({ raw, expected }) => {
    expect(parseTestContext(raw)).toEqual(expected);
  });
});
