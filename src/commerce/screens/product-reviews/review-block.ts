import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import { siteById } from "../../../../contracts/sites.ts";
import { commerceOf } from "../../commerce-access.ts";
import { reviewStrings } from "./review-strings.ts";

/**
 * What the reviews and questions blocks share: the page's product (else the block's own), its
 * site and strings, and the commerce client (stable across renders, for the items' actions).
 */
export function useReviewBlock(fallbackProductId: string) {
  const { page } = useEngine();
  const queryClient = useQueryClient();
  const commerce = useCallback(() => commerceOf(queryClient, page.siteId), [queryClient, page.siteId]);
  return {
    page,
    productId: page.productId ?? fallbackProductId,
    site: siteById(page.siteId),
    strings: reviewStrings(page.siteId),
    queryClient,
    commerce,
  };
}
