import { expect, test } from "vitest";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { chosenVariant, forcedVariant } from "./forced-variant.ts";
import type { ExperienceProps } from "./schema.ts";

const experience: ExperienceProps = { experienceName: "Spring Hero", baseline: [], variants: [] };

test.each<[string, string | undefined, string | undefined]>([
  ["no test context", undefined, undefined],
  ["this experience forced", "Spring Hero=Experiment", "Experiment"],
  ["among other tokens", "loyalty-loggedin, Spring Hero = B ,Other=C", "B"],
  ["another experience forced", "Other=C", undefined],
  ["a segment id only", "loggedin", undefined],
])("%s", (_name, testContext, expected) => {
  expect(forcedVariant(experience, pageContext({ testContext }))).toBe(expected);
});

const decided = (variants: Record<string, string>) => ({ decided: true, pageView: { url: "/en-us", pageType: "home" }, variants, recommendations: {} });

test.each<[string, string | undefined, Record<string, string> | undefined, string | undefined]>([
  ["no decision: the baseline", undefined, undefined, undefined],
  ["the page's decision", undefined, { "Spring Hero": "Experiment" }, "Experiment"],
  ["another experience decided", undefined, { Other: "B" }, undefined],
  ["a forced variant wins over the decision", "Spring Hero=B", { "Spring Hero": "Experiment" }, "B"],
  ["a decision named like an object key is no decision", undefined, {}, undefined],
])("chosenVariant: %s", (_name, testContext, variants, expected) => {
  expect(chosenVariant({ ...experience, experienceName: _name.includes("object key") ? "toString" : experience.experienceName }, pageContext({ testContext, personalisation: variants && decided(variants) }))).toBe(expected);
});
