import { queryOptions } from "@tanstack/react-query";
import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { storefrontJson } from "../../app/storefront-fetch.ts";
import { popUpListOf, type PopUpList } from "./popup-list.ts";
import type { PopUpManagerProps } from "./schema.ts";

/**
 * The site's pop-ups through the storefront's front-end API (`/fapi/popups`, which proxies the
 * content service's `popups/{siteId}` and validates its items): prefetched on the server with
 * the page, so they arrive in the HTML's query cache and the browser never asks the content
 * service.
 */
export function popUpsQueryOptions(_props: PopUpManagerProps, context: PageContext) {
  const params = new URLSearchParams({ siteId: context.siteId });
  return queryOptions({
    queryKey: ["content", "popups", context.siteId],
    queryFn: async (): Promise<PopUpList> => {
      // The front-end API validated every item (server/fapi.ts); only the outline is checked here.
      return popUpListOf(await storefrontJson(`/fapi/popups?${params}`));
    },
    // Pop-ups do not change during a visit: the server's answer is kept, never refetched.
    staleTime: Infinity,
  });
}

export const popUpManagerBlock = defineBlock({
  type: "popup-manager",
  label: "Pop-up manager",
  loadSchema: () => import("./schema.ts").then((module) => module.popUpManagerSchema),
  component: () => import("./popup-manager.tsx"),
  dataProvider: popUpsQueryOptions,
  skeletonHeight: 0,
});
