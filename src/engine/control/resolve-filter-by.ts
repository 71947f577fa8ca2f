import type { ControlSelection } from "../../registry/define-block.ts";
import type { PageNode } from "../types.ts";

export type FilterVariant = "product" | "category";
export type FilterOperator = "IN" | "NOT IN";

export interface ResolvedFilterByProps {
  variant: FilterVariant;
  operator: FilterOperator;
  filterBy: readonly string[];
  components: readonly PageNode[];
}

/**
 * Shows the child components only when the product (or category) of the current path is in
 * the list (`IN`) or not in it (`NOT IN`). A page without such an id is in no list.
 */
export function resolveFilterBy(
  props: ResolvedFilterByProps,
  ids: { productId?: string; categoryId?: string },
): ControlSelection {
  const current = props.variant === "product" ? ids.productId : ids.categoryId;
  const listed = current !== undefined && props.filterBy.includes(current);
  const show = props.operator === "IN" ? listed : !listed;
  return { status: "resolved", nodes: show ? props.components : [], reason: show ? "match" : "filtered-out" };
}
