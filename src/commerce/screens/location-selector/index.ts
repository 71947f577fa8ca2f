import { defineBlock } from "../../../registry/define-block.ts";
import type { locationSelectorSchema } from "./schema.ts";

/**
 * The location selector (commerce spec §2: the location-selector page and the "location
 * confirmation" dialog): the regional sites by region, country and language; choosing another
 * asks for confirmation (the cart stays on the site it was made on), then goes to its home page.
 */
export const locationSelectorBlock = defineBlock<typeof locationSelectorSchema>({
  type: "location-selector",
  label: "Location selector",
  loadSchema: () => import("./schema.ts").then((module) => module.locationSelectorSchema),
  component: () => import("./location-selector.tsx"),
});
