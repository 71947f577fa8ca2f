import { expect, test } from "vitest";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { forcedVariant } from "./forced-variant.ts";
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
