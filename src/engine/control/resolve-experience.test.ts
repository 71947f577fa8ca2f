import { describe, expect, it } from "vitest";
import type { BlockNode } from "../types.ts";
import { resolveExperience, type ResolvedExperienceProps } from "./resolve-experience.ts";

const blockNode = (type: string, id: string): BlockNode => ({ kind: "block", id, type, props: {}, lazy: false });
const variant = (name: string) => ({ name, items: [blockNode("banner", `${name}-item`)] });
const experience = (variantNames: string[]): ResolvedExperienceProps => ({
  experienceName: "Spring Hero",
  baseline: [blockNode("picture", "baseline-item")],
  variants: variantNames.map(variant),
});

describe("resolveExperience", () => {
  it.each([
    { name: "undecided shows the baseline", decided: undefined, expected: ["baseline-item"] },
    { name: "decided variant shows its items", decided: "B", expected: ["B-item"] },
    { name: "another decided variant shows its items", decided: "Experiment", expected: ["Experiment-item"] },
    { name: "variant name matched case-insensitively (lower)", decided: "experiment", expected: ["Experiment-item"] },
    { name: "variant name matched case-insensitively (upper)", decided: "EXPERIMENT", expected: ["Experiment-item"] },
    { name: "lower-case block name matched by upper-case decision", decided: "C", expected: ["c-item"] },
    { name: "unknown variant keeps the baseline", decided: "Z", expected: ["baseline-item"] },
    { name: "empty decision keeps the baseline", decided: "", expected: ["baseline-item"] },
  ])("$name", ({ decided, expected }) => {
    const selection = resolveExperience(experience(["Experiment", "B", "c"]), decided);
    expect(selection.status).toBe("resolved");
    expect(selection.status === "resolved" && selection.nodes.map((node) => node.id)).toEqual(expected);
  });

  it("a decided variant with no items shows nothing rather than the baseline", () => {
    const props = { ...experience([]), variants: [{ name: "B", items: [] }] };
    expect(resolveExperience(props, "B")).toMatchObject({ status: "resolved", nodes: [] });
  });
});
