import { defineBlock } from "../../../registry/define-block.ts";
import type { storeLocatorSchema } from "./schema.ts";

/**
 * The store locator (commerce spec §1 "store locator", content slug `store-locator`): stores near a
 * postal code, a city or the shopper's location, nearest first, with their hours and services,
 * and "set as my store" (kept in the browser, src/commerce/stores/favourite-store.ts). Searches
 * run in the browser: the server renders the heading and the search form.
 */
export const storeLocatorBlock = defineBlock<typeof storeLocatorSchema>({
  type: "store-locator",
  label: "Store locator",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.storeLocatorSchema),
  component: () => import("./store-locator.tsx"),
});
