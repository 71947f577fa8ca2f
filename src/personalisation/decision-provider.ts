import { mapVariantLabel } from "./variant-label.ts";

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

export interface ExperienceConfig {
  id: string;
  name: string;
  /** Paused experiences are never decided (default active). */
  status?: "active" | "paused";
  /** Variants with their share of traffic, in percent; shares add up to 100. */
  variants: readonly { name: string; label: string; allocation: number }[];
}

/** FNV-1a, 32 bit: a fast stable hash so that a visitor keeps the same variant. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The variant a visitor falls into: a bucket in [0, 10000) walked through the allocations. */
export function assignVariant(experience: ExperienceConfig, visitorId: string) {
  const bucket = stableHash(`${experience.id}:${visitorId}`) % 10_000;
  let upper = 0;
  for (const variant of experience.variants) {
    upper += variant.allocation * 100;
    if (bucket < upper) return variant;
  }
  return experience.variants.at(-1);
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
