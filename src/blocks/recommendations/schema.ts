import { z } from "zod";

/** A slot is the decide action's `component` (the engine's experiences name it). */
export const SLOT_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const recommendationsSchema = z.object({
  /** Which of the decision's recommendation actions fills the carousel, e.g. `pdp-recommendations`. */
  slot: z.string().trim().regex(SLOT_PATTERN, "slot is the engine's component name: lower-case letters, digits and hyphens, up to 64"),
  title: z.string().trim().max(120, "A title is at most 120 characters").optional(),
  /** Names the carousel for screen readers when there is no title. */
  ariaLabel: z.string().trim().max(120).optional(),
});

export type RecommendationsProps = z.output<typeof recommendationsSchema>;
