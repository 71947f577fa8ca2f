import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import { cssColor, perBreakpoint } from "../../engine/content/fields.ts";

export const MAX_SPACER_PX = 400;

export const spacerSchema = z.object({
  backgroundColor: cssColor.optional(),
  /** Height of the spacer per breakpoint, in px; a missing breakpoint takes the next smaller one. */
  bottomMargins: perBreakpoint(z.number().int().min(0).max(MAX_SPACER_PX)).default({ sm: 24 }),
});

export const spacerBlock = defineBlock({
  type: "spacer",
  label: "Spacer",
  schema: spacerSchema,
  component: () => import("./spacer.tsx"),
});
