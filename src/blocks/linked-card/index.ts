import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import { commonFields, picture } from "../../engine/content/fields.ts";

export const linkedCardSchema = commonFields.extend({
  badge: picture.optional(),
  layout: z.enum(["below", "overlay", "overlay-bottom", "overlay-top"]).default("below"),
  alignment: z.enum(["left", "center"]).default("left"),
});

export const linkedCardBlock = defineBlock({
  type: "linked-card",
  label: "Linked card",
  schema: linkedCardSchema,
  component: () => import("./linked-card.tsx"),
});
