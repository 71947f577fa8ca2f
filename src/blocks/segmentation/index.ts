import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import { perBreakpoint } from "../../engine/content/fields.ts";
import { resolveSegmentation } from "../../engine/control/resolve-segmentation.ts";
import { parseTestContext } from "../../personalisation/test-context.ts";
import { AUDIENCE_CONDITIONS } from "../../personalisation/audience.ts";
import type { PageNode } from "../../engine/types.ts";
import type { PageContext } from "../../engine/page-context.ts";

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

export function selectSegment(props: SegmentationProps, context: PageContext) {
  return resolveSegmentation(props, {
    audience: context.audience,
    testSegmentIds: parseTestContext(context.testContext).segmentIds,
  });
}

export const segmentationBlock = defineBlock<typeof segmentationSchema, unknown, SegmentationProps>({
  type: "segmentation",
  label: "Audience segmentation",
  schema: segmentationSchema,
  component: () => import("./segmentation.tsx"),
  resolveChildren: (props, resolve) => ({
    ...props,
    segments: props.segments.map((segment, index) => ({ ...segment, targets: resolve(segment.targets, ["segments", index, "targets"]) })),
    baselines: resolve(props.baselines, ["baselines"]),
  }),
  select: selectSegment,
});
