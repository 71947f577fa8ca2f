import { mapVariantLabel } from "../../contracts/personalisation/variant-label.ts";
import { assignVariant, type ExperienceConfig } from "../../contracts/personalisation/variant-assignment.ts";

/** Window event that makes every experience block ask for its variant again. */
export const RECALCULATE_EVENT = "p13n:recalculate";

export interface ExperienceDecision {
  experienceId: string;
  experienceName: string;
  /** Name of the variant to show; matched against the experience block's variant names. */
  variantName: string;
  /** Label reported to analytics, after the variant-label mapping rule. */
  variantLabel: string;
}

export interface DecisionRequest {
  experienceNames: readonly string[];
  /** Stable visitor id (the personalisation cookie). */
  visitorId: string;
  pageType: string;
}

/**
 * Decides experience variants, by experience name: the engine provider (engine-decisions.ts,
 * the decide call) in the browser; the fixture provider below where no backend runs.
 */
export interface DecisionProvider {
  decide(request: DecisionRequest): Promise<Record<string, ExperienceDecision>>;
}

/**
 * Decides from experience configurations alone, with the engine's assignment (no audience
 * targeting): for stories, unit tests and pages without a backend.
 */
export function createFixtureDecisionProvider(experiences: readonly ExperienceConfig[]): DecisionProvider {
  const byName = new Map(experiences.filter((experience) => experience.status !== "paused").map((experience) => [experience.name, experience]));
  return {
    async decide({ experienceNames, visitorId }) {
      const decisions: Record<string, ExperienceDecision> = {};
      for (const name of experienceNames) {
        const experience = byName.get(name);
        const variant = experience && assignVariant(experience, visitorId);
        if (!experience || !variant) continue;
        decisions[name] = {
          experienceId: experience.id,
          experienceName: experience.name,
          variantName: variant.name,
          variantLabel: mapVariantLabel(variant.label),
        };
      }
      return decisions;
    },
  };
}
