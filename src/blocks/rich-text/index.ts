import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import { cssColor, richText } from "../../engine/content/fields.ts";

export const richTextSchema = z.object({
  richText: richText,
  textColor: cssColor.optional(),
  alignment: z.enum(["left", "center"]).default("left"),
});

export const richTextBlock = defineBlock({
  type: "rich-text",
  label: "Rich text",
  schema: richTextSchema,
  component: () => import("./rich-text.tsx"),
});
