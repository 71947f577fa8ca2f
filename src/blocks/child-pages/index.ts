import { queryOptions } from "@tanstack/react-query";
import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { frontApiOf } from "../../app/front-api/front-api.ts";
import { childPageListOf, type ChildPageList } from "./child-page-list.ts";
import type { ChildPagesProps } from "./schema.ts";

/**
 * The children of a content page, from the content service through the storefront. The public
 * API serves published content only (preview never goes through it), so editors previewing a
 * page see its published children here.
 */
export function childPagesQueryOptions(props: ChildPagesProps, context: PageContext) {
  return queryOptions({
    queryKey: ["content", "children", context.siteId, "publish", props.parentPage],
    queryFn: async ({ client }): Promise<ChildPageList> => {
      // The front-end API validated the content service's answer; only its shape is checked here.
      return childPageListOf(await frontApiOf(client).childPages(context.siteId, props.parentPage));
    },
    staleTime: 60_000,
  });
}

export const childPagesBlock = defineBlock({
  type: "child-pages",
  label: "Child page links",
  loadSchema: () => import("./schema.ts").then((module) => module.childPagesSchema),
  component: () => import("./child-pages.tsx"),
  dataProvider: childPagesQueryOptions,
  skeletonHeight: 160,
});
