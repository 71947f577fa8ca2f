import { resolveFilterBy } from "../../engine/control/resolve-filter-by.ts";
import { BlockList } from "../../engine/react/block-view.tsx";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import type { FilterByProps } from "./schema.ts";

/** Shows its components only on the products or categories it is configured for. */
export default function FilterBy(props: BlockComponentProps<FilterByProps>) {
  const { page } = useEngine();
  const selection = resolveFilterBy(props, page);
  return selection.status === "resolved" ? <BlockList nodes={selection.nodes} /> : null;
}
