import { queryOptions } from "@tanstack/react-query";
import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { frontApiOf } from "../../app/front-api/front-api.ts";
import { popUpListOf, type PopUpList } from "./popup-list.ts";
import type { PopUpManagerProps } from "./schema.ts";

/**
 * The site's pop-ups from the storefront's front-end API (`/fapi/popups`, over the content
 * service's `popups/{siteId}`, every item validated): prefetched on the server with the page
 * (calling the API's function, not the storefront's own URL), so they arrive in the HTML's query
 * cache and the browser never asks the content service.
 */
export function popUpsQueryOptions(_props: PopUpManagerProps, context: PageContext) {
  return queryOptions({
    queryKey: ["content", "popups", context.siteId],
    queryFn: async ({ client }): Promise<PopUpList> => {
      // The front-end API validated every item; only the outline is checked here.
      return popUpListOf(await frontApiOf(client).popUps(context.siteId));
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
