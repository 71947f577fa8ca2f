import { describe, expect, it } from "vitest";
import { createFixtureDecisionProvider } from "./decision-provider.ts";
import { mapVariantLabel } from "../../contracts/personalisation/variant-label.ts";
import { assignVariant, type ExperienceConfig } from "../../contracts/personalisation/variant-assignment.ts";

type Variant = ExperienceConfig["variants"][number];
const variant = (name: string, allocation: number, label = name): Variant => ({ name, label, allocation });
const experience = (id: string, variants: Variant[], name = `${id} name`): ExperienceConfig => ({ id, name, variants });

/** Visitor ids (the engine's assignment spreads them; see contracts/personalisation/variant-assignment.test.ts). */
const SAMPLE = Array.from({ length: 500 }, (_, index) => `visitor-${index}`);

const threeWay = experience("exp-203050", [variant("A", 20), variant("B", 30), variant("C", 50)]);

describe("createFixtureDecisionProvider", () => {
  const single = (id: string, name: string, label: string) => experience(id, [variant(`${id}-variant`, 100, label)], name);
  const configs = [
    single("exp-1", "Spring Hero", "Spring Experiment"),
    single("exp-2", "Fall Promo", "Fall Baseline"),
    single("exp-3", "Checkout Nudge", "B-blue"),
    single("exp-4", "Plain", "Control"),
  ];
  const provider = createFixtureDecisionProvider(configs);
  const request = (experienceNames: string[], visitorId = SAMPLE[0]!) => ({ experienceNames, visitorId, pageType: "content" });

  it.each(configs.map((config) => ({ name: config.name, config })))("answers $name with its variant and mapped label", async ({ config }) => {
    const decisions = await provider.decide(request([config.name]));
    const only = config.variants[0]!;
    expect(decisions).toEqual({
      [config.name]: {
        experienceId: config.id,
        experienceName: config.name,
        variantName: only.name,
        variantLabel: mapVariantLabel(only.label),
      },
    });
  });

  it.each([
    { label: "Spring Experiment", reported: "A" },
    { label: "Fall Baseline", reported: "Baseline" },
    { label: "B-blue", reported: "B" },
    { label: "Control", reported: "Control" },
  ])("reports label '$label' as '$reported'", async ({ label, reported }) => {
    const config = configs.find((entry) => entry.variants[0]!.label === label)!;
    const decisions = await provider.decide(request([config.name]));
    expect(decisions[config.name]?.variantLabel).toBe(reported);
  });

  it.each([
    { name: "unknown names only", names: ["Nope", "spring hero"], expected: [] },
    { name: "known and unknown names", names: ["Nope", "Fall Promo", "Spring Hero"], expected: ["Fall Promo", "Spring Hero"] },
    { name: "no names", names: [], expected: [] },
  ])("answers only known experience names ($name)", async ({ names, expected }) => {
    const decisions = await provider.decide(request(names));
    expect(Object.keys(decisions).sort()).toEqual([...expected].sort());
  });

  it("leaves out a paused experience", async () => {
    const paused = { ...single("exp-9", "Ended Sale", "Baseline"), status: "paused" as const };
    const decisions = await createFixtureDecisionProvider([paused, single("exp-10", "Running", "Baseline")]).decide(request(["Ended Sale", "Running"]));
    expect(Object.keys(decisions)).toEqual(["Running"]);
  });

  it("leaves out an experience without variants", async () => {
    const decisions = await createFixtureDecisionProvider([experience("exp-empty", [], "Empty")]).decide(request(["Empty"]));
    expect(decisions).toEqual({});
  });

  it("decides the variant assignVariant gives the visitor", async () => {
    const three = createFixtureDecisionProvider([threeWay]);
    for (const visitorId of SAMPLE.slice(0, 200)) {
      const decisions = await three.decide(request([threeWay.name], visitorId));
      expect(decisions[threeWay.name]?.variantName).toBe(assignVariant(threeWay, visitorId)?.name);
    }
  });
});
