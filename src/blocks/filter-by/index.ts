import { defineBlock } from "../../registry/define-block.ts";
import { resolveFilterBy } from "../../engine/control/resolve-filter-by.ts";
import type { PageContext } from "../../engine/page-context.ts";
import type { FilterByProps, filterBySchema } from "./schema.ts";

export const selectFiltered = (props: FilterByProps, context: PageContext) => resolveFilterBy(props, context);

export const filterByBlock = defineBlock<typeof filterBySchema, unknown, FilterByProps>({
  type: "filter-by",
  label: "Filter by product or category",
  loadSchema: () => import("./schema.ts").then((module) => module.filterBySchema),
  component: () => import("./filter-by.tsx"),
  resolveChildren: (props, resolve) => ({ ...props, components: resolve(props.components, ["components"]) }),
  select: selectFiltered,
});
