import { describe, expect, it } from "vitest";
import { mapVariantLabel } from "./variant-label.ts";

describe("mapVariantLabel", () => {
  it.each([
    { rule: "Experiment alone", label: "Experiment", expected: "A" },
    { rule: "Experiment at the end", label: "Spring Hero Experiment", expected: "A" },
    { rule: "Experiment in the middle", label: "Hero Experiment 2", expected: "A" },
    { rule: "Experiment wins over Baseline (Experiment first)", label: "Experiment Baseline", expected: "A" },
    { rule: "Experiment wins over Baseline (Baseline first)", label: "Baseline Experiment", expected: "A" },
    { rule: "Experiment wins over the dash rule", label: "B-Experiment", expected: "A" },
    { rule: "Baseline alone", label: "Baseline", expected: "Baseline" },
    { rule: "Baseline anywhere", label: "Hero Baseline v2", expected: "Baseline" },
    { rule: "Baseline wins over the dash rule", label: "C-Baseline", expected: "Baseline" },
    { rule: "second character a dash: first character", label: "B-blue", expected: "B" },
    { rule: "second character a dash with nothing after it", label: "C-", expected: "C" },
    { rule: "dash as the third character: as it is", label: "AB-blue", expected: "AB-blue" },
    { rule: "dash as the first character: as it is", label: "-B", expected: "-B" },
    { rule: "plain name: as it is", label: "Control", expected: "Control" },
    { rule: "single character: as it is", label: "B", expected: "B" },
    { rule: "empty string: as it is", label: "", expected: "" },
  ])("$rule: '$label' → '$expected'", ({ label, expected }) => {
    expect(mapVariantLabel(label)).toBe(expected);
  });
});
