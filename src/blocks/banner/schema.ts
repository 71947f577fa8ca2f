import { z } from "zod";
import { cssColor, richText, target } from "../../engine/content/fields.ts";
import { contrastRatio, MIN_TEXT_CONTRAST } from "../../ui/color-contrast.ts";

export const bannerSchema = z
  .object({
  title: z.string().trim().min(1, "A banner needs a title"),
  richText: richText.optional(),
  targets: z.array(target).max(3, "A banner has at most 3 buttons").default([]),
  backgroundColor: cssColor.default("#1f3b2d"),
  textColor: cssColor.default("#ffffff"),
  alignment: z.enum(["left", "center"]).default("center"),
  })
  .superRefine(({ textColor, backgroundColor }, issue) => {
    const ratio = contrastRatio(textColor, backgroundColor);
    if (ratio !== undefined && ratio < MIN_TEXT_CONTRAST) {
      issue.addIssue({
        code: "custom",
        path: ["textColor"],
        message: `Text colour ${textColor} on ${backgroundColor} has a contrast of ${ratio.toFixed(2)}:1; shoppers need at least ${MIN_TEXT_CONTRAST}:1`,
      });
    }
  });
export type BannerProps = z.output<typeof bannerSchema>;
