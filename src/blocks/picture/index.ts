import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import { caption, picture, target } from "../../engine/content/fields.ts";

export const pictureSchema = z.object({
  picture,
  mediaTarget: target.optional(),
  ...caption.shape,
  /** Load at once: for a picture at the top of a page. */
  eager: z.boolean().default(false),
});

export const pictureBlock = defineBlock({
  type: "picture",
  label: "Picture",
  schema: pictureSchema,
  component: () => import("./picture.tsx"),
});
