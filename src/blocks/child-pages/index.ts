import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { storefrontJson } from "../../app/storefront-fetch.ts";

export const childPagesSchema = z.object({
  title: z.string().optional(),
  parentPage: z.string().trim().regex(/^[a-z0-9-]+$/, "Parent page must be a page slug"),
  limit: z.number().int().min(1).max(24).default(6),
});
export type ChildPagesProps = z.output<typeof childPagesSchema>;

export const childPageList = z.object({
  items: z.array(z.object({ slug: z.string(), title: z.string(), description: z.string().optional() })),
});
export type ChildPageList = z.output<typeof childPageList>;

/** The children of a content page, from the content service through the storefront. */
export function childPagesQueryOptions(props: ChildPagesProps, context: PageContext) {
  const params = new URLSearchParams({ siteId: context.siteId, view: "children", mode: context.mode });
  return queryOptions({
    queryKey: ["content", "children", context.siteId, context.mode, props.parentPage],
    queryFn: async () => childPageList.parse(await storefrontJson(`/fapi/pages/${props.parentPage}?${params}`)),
    staleTime: 60_000,
  });
}

export const childPagesBlock = defineBlock({
  type: "child-pages",
  label: "Child page links",
  schema: childPagesSchema,
  component: () => import("./child-pages.tsx"),
  dataProvider: childPagesQueryOptions,
  skeletonHeight: 160,
});
