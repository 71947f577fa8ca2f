import { z } from "zod";
import { cssColor, mediaUrl, target } from "../../engine/content/fields.ts";
import { textContrast } from "../../ui/text-contrast-refinement.ts";

export const MAX_BENEFITS = 4;

/** One benefit: a short text, an optional decorative icon and an optional link. */
export const benefit = z.object({
  id: z.string().trim().min(1).optional(),
  text: z.string().trim().min(1, "A benefit needs a text"),
  icon: mediaUrl.optional(),
  target: target.optional(),
});

/**
 * The benefit bar (content spec §2, §4): the store's promises in a row (free shipping, free
 * returns…). Closable; a closed bar stays hidden in this browser.
 */
export const benefitBarSchema = z
  .object({
    benefits: z.array(benefit).min(1, "A benefit bar needs at least one benefit").max(MAX_BENEFITS, `A benefit bar shows at most ${MAX_BENEFITS} benefits`),
    closable: z.boolean().default(false),
    backgroundColor: cssColor.default("#f3f4f2"),
    textColor: cssColor.default("#1a1f1c"),
    labels: z
      .object({ name: z.string().default("Our promises"), close: z.string().default("Close") })
      .default({ name: "Our promises", close: "Close" }),
  })
  .superRefine(textContrast({ text: "textColor", background: "backgroundColor" }));
export type BenefitBarProps = z.output<typeof benefitBarSchema>;
