import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import { cssColor, richText, target } from "../../engine/content/fields.ts";

export const bannerSchema = z.object({
  title: z.string().trim().min(1, "A banner needs a title"),
  richText: richText.optional(),
  targets: z.array(target).max(3, "A banner has at most 3 buttons").default([]),
  backgroundColor: cssColor.default("#1f3b2d"),
  textColor: cssColor.default("#ffffff"),
  alignment: z.enum(["left", "center"]).default("center"),
});

export const bannerBlock = defineBlock({
  type: "banner",
  label: "Banner",
  schema: bannerSchema,
  component: () => import("./banner.tsx"),
});
