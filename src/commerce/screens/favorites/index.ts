import { defineBlock } from "../../../registry/define-block.ts";
import type { favoritesSchema } from "./schema.ts";

/**
 * Favourites (commerce spec §2 `/favorites`, §3 Favourites, §6: guests have them too, tied to
 * their session): the shopper's list with add to cart, remove, paging and a share link; or, when
 * the page is opened from a share link (`?favoriteId=…&shareToken=…`), that list, read-only. The
 * list is the shopper's own, so it has no data provider: the server renders the heading and a
 * loading status, the browser reads the list (decision 0018).
 */
export const favoritesBlock = defineBlock<typeof favoritesSchema>({
  type: "favorites",
  label: "Favourites",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.favoritesSchema),
  component: () => import("./favorites.tsx"),
});
