import { defineBlock } from "../../registry/define-block.ts";
import type { SegmentationProps, segmentationSchema } from "./schema.ts";
import { selectSegment } from "./select-segment.ts";

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
