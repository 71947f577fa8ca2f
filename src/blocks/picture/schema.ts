import { z } from "zod";
import { caption, picture, target } from "../../engine/content/fields.ts";

export const pictureSchema = z.object({
  picture,
  mediaTarget: target.optional(),
  ...caption.shape,
  /** Load at once: for a picture at the top of a page. */
  eager: z.boolean().default(false),
});
export type PictureProps = z.output<typeof pictureSchema>;
