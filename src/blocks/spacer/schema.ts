import { z } from "zod";
import { cssColor, perBreakpoint } from "../../engine/content/fields.ts";
import { MAX_SPACER_PX } from "./spacer-limits.ts";

export const spacerSchema = z.object({
  backgroundColor: cssColor.optional(),
  /** Height of the spacer per breakpoint, in px; a missing breakpoint takes the next smaller one. */
  bottomMargins: perBreakpoint(z.number().int().min(0).max(MAX_SPACER_PX)).default({ sm: 24 }),
});

export type SpacerProps = z.output<typeof spacerSchema>;
