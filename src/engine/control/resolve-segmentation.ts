import { matchesAudience, type AudienceContext } from "../../../contracts/personalisation/audience.ts";
import type { ControlSelection } from "../../registry/define-block.ts";
import type { PageNode } from "../types.ts";

export interface ResolvedSegmentationProps {
  segments: readonly { id: string; targets: readonly PageNode[] }[];
  baselines: readonly PageNode[];
}

export interface SegmentationInput {
  /** Undefined while the shopper's audience is still loading. */
  audience: AudienceContext | undefined;
  /** Segment ids forced by `p13n_testcontext`. */
  testSegmentIds: readonly string[];
}

/**
 * Content spec §4, in order: a segment forced by the test context wins; else the first
 * segment whose id is an audience condition true for the shopper; else the first baseline;
 * nothing resolved leaves the block (and its section) empty. Without an audience yet, and no
 * override, the answer is `loading`.
 */
export function resolveSegmentation(props: ResolvedSegmentationProps, input: SegmentationInput): ControlSelection {
  const forced = props.segments.find((segment) => input.testSegmentIds.includes(segment.id));
  if (forced) return { status: "resolved", nodes: forced.targets, reason: `override:${forced.id}` };
  if (!input.audience) return { status: "loading" };
  const audience = input.audience;
  const matched = props.segments.find((segment) => matchesAudience(segment.id, audience));
  if (matched) return { status: "resolved", nodes: matched.targets, reason: `audience:${matched.id}` };
  const baseline = props.baselines[0];
  if (baseline) return { status: "resolved", nodes: [baseline], reason: "baseline" };
  return { status: "resolved", nodes: [], reason: "empty" };
}
