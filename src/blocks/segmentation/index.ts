import { defineBlock } from "../../registry/define-block.ts";
import { resolveSegmentation } from "../../engine/control/resolve-segmentation.ts";
import { parseTestContext } from "../../personalisation/test-context.ts";
import type { PageContext } from "../../engine/page-context.ts";
import type { SegmentationProps, segmentationSchema } from "./schema.ts";

export function selectSegment(props: SegmentationProps, context: PageContext) {
  return resolveSegmentation(props, {
    audience: context.audience,
    testSegmentIds: parseTestContext(context.testContext).segmentIds,
  });
}

export const segmentationBlock = defineBlock<typeof segmentationSchema, unknown, SegmentationProps>({
  type: "segmentation",
  label: "Audience segmentation",
  loadSchema: () => import("./schema.ts").then((module) => module.segmentationSchema),
  component: () => import("./segmentation.tsx"),
  resolveChildren: (props, resolve) => ({
    ...props,
    segments: props.segments.map((segment, index) => ({ ...segment, targets: resolve(segment.targets, ["segments", index, "targets"]) })),
    baselines: resolve(props.baselines, ["baselines"]),
  }),
  select: selectSegment,
});
