import { z } from "zod";
import { cssColor, richText } from "../../engine/content/fields.ts";

export const richTextSchema = z.object({
  richText: richText,
  textColor: cssColor.optional(),
  alignment: z.enum(["left", "center"]).default("left"),
});
export type RichTextProps = z.output<typeof richTextSchema>;
