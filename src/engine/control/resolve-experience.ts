import type { ControlSelection } from "../../registry/define-block.ts";
import type { PageNode } from "../types.ts";

export interface ResolvedExperienceProps {
  experienceName: string;
  baseline: readonly PageNode[];
  variants: readonly { name: string; items: readonly PageNode[] }[];
}

/**
 * The baseline shows until a variant is decided; a decided variant shows the items of the
 * variant with that name (matched case-insensitively), and a name the block does not have
 * keeps the baseline.
 */
export function resolveExperience(props: ResolvedExperienceProps, decidedVariant: string | undefined): ControlSelection {
  if (decidedVariant === undefined) return { status: "resolved", nodes: props.baseline, reason: "baseline:undecided" };
  const wanted = decidedVariant.toLowerCase();
  const variant = props.variants.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (!variant) return { status: "resolved", nodes: props.baseline, reason: `baseline:no-variant-${decidedVariant}` };
  return { status: "resolved", nodes: variant.items, reason: `variant:${variant.name}` };
}
