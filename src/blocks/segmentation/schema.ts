import { z } from "zod";
import { perBreakpoint } from "../../engine/content/fields.ts";
import { AUDIENCE_CONDITIONS } from "../../../contracts/personalisation/audience.ts";
import type { PageNode } from "../../engine/types.ts";

export const segmentationSchema = z.object({
  segments: z
    .array(
      z.object({
        id: z.enum(AUDIENCE_CONDITIONS, { error: `Segment id must be an audience condition: ${AUDIENCE_CONDITIONS.join(", ")}` }),
        targets: z.array(z.unknown()).default([]),
      }),
    )
    .default([]),
  baselines: z.array(z.unknown()).default([]),
  isFullWidth: z.boolean().default(false),
  hideOnBreakpoint: perBreakpoint(z.boolean()).default({}),
});

export type SegmentationProps = Omit<z.output<typeof segmentationSchema>, "segments" | "baselines"> & {
  segments: { id: string; targets: PageNode[] }[];
  baselines: PageNode[];
};
