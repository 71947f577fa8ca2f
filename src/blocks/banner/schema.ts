import { z } from "zod";
import { cssColor, richText, target } from "../../engine/content/fields.ts";
import { textContrast } from "../../ui/text-contrast-refinement.ts";

export const bannerSchema = z
  .object({
  title: z.string().trim().min(1, "A banner needs a title"),
  richText: richText.optional(),
  targets: z.array(target).max(3, "A banner has at most 3 buttons").default([]),
  backgroundColor: cssColor.default("#1f3b2d"),
  textColor: cssColor.default("#ffffff"),
  alignment: z.enum(["left", "center"]).default("center"),
  })
  .superRefine(textContrast({ text: "textColor", background: "backgroundColor" }));
export type BannerProps = z.output<typeof bannerSchema>;
