import { queryOptions } from "@tanstack/react-query";
import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { storefrontJson } from "../../app/storefront-fetch.ts";
import type { ChildPageList } from "./child-page-list.ts";
import type { ChildPagesProps } from "./schema.ts";

/**
 * The children of a content page, from the content service through the storefront. The public
 * API serves published content only (preview never goes through it), so editors previewing a
 * page see its published children here.
 */
export function childPagesQueryOptions(props: ChildPagesProps, context: PageContext) {
  const params = new URLSearchParams({ siteId: context.siteId, view: "children", mode: "publish" });
  return queryOptions({
    queryKey: ["content", "children", context.siteId, "publish", props.parentPage],
    queryFn: async (): Promise<ChildPageList> => {
      const answer = await storefrontJson(`/fapi/pages/${props.parentPage}?${params}`);
      // The validation code loads only where the children are fetched: on the server, or in the
      // browser when the server's answer did not come with the page.
      const { childPageList } = await import("./child-page-list.ts");
      return childPageList.parse(answer);
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
