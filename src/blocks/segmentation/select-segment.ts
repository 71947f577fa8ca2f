import type { PageContext } from "../../engine/page-context.ts";
import { resolveSegmentation } from "../../engine/control/resolve-segmentation.ts";
import { parseTestContext } from "../../personalisation/test-context.ts";
import type { ControlSelection } from "../../registry/define-block.ts";
import type { SegmentationProps } from "./schema.ts";

/**
 * The segment shown for the page's shopper: their audience, or a segment id forced by
 * `p13n_testcontext`. The server's selection and the component ask the same question.
 */
export function selectSegment(props: SegmentationProps, context: PageContext): ControlSelection {
  return resolveSegmentation(props, {
    audience: context.audience,
    testSegmentIds: parseTestContext(context.testContext).segmentIds,
  });
}
