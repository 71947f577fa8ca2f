import { BlockList } from "../../engine/react/block-view.tsx";
import { BlockSkeleton } from "../../engine/react/block-skeleton.tsx";
import { hideClasses } from "../../engine/react/breakpoint-classes.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { selectSegment } from "./select-segment.ts";
import type { SegmentationProps } from "./schema.ts";

/** Shows the content of the segment chosen for this shopper (content spec §4). */
export default function Segmentation(props: BlockComponentProps<SegmentationProps>) {
  const { page } = useEngine();
  const selection = selectSegment(props, page);
  if (selection.status === "loading") {
    return page.clientSideSegmentation ? null : <BlockSkeleton />;
  }
  if (selection.nodes.length === 0) return null;
  const className = ["segmentation", props.isFullWidth ? "segmentation--full" : "", hideClasses(props.hideOnBreakpoint)].filter(Boolean).join(" ");
  return (
    <div className={className} data-segment={page.mode === "preview" ? selection.reason : undefined}>
      <BlockList nodes={selection.nodes} />
    </div>
  );
}
