import { BlockList } from "../../engine/react/block-view.tsx";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { selectFiltered } from "./index.ts";
import type { FilterByProps } from "./schema.ts";

/** Shows its components only on the products or categories it is configured for. */
export default function FilterBy(props: BlockComponentProps<FilterByProps>) {
  const { page } = useEngine();
  const selection = selectFiltered(props, page);
  return selection.status === "resolved" ? <BlockList nodes={selection.nodes} /> : null;
}
