import { defineBlock } from "../../registry/define-block.ts";
import { resolveFilterBy } from "../../engine/control/resolve-filter-by.ts";
import type { FilterByProps, filterBySchema } from "./schema.ts";

export const filterByBlock = defineBlock<typeof filterBySchema, unknown, FilterByProps>({
  type: "filter-by",
  label: "Filter by product or category",
  loadSchema: () => import("./schema.ts").then((module) => module.filterBySchema),
  component: () => import("./filter-by.tsx"),
  resolveChildren: (props, resolve) => ({ ...props, components: resolve(props.components, ["components"]) }),
  // The page context carries the product or category id; the component asks the same way.
  select: resolveFilterBy,
});
