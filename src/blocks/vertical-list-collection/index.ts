import { defineBlock } from "../../registry/define-block.ts";

export const verticalListCollectionBlock = defineBlock({
  type: "vertical-list-collection",
  label: "Vertical-list collection",
  loadSchema: () => import("./schema.ts").then((module) => module.verticalListCollectionSchema),
  component: () => import("./vertical-list-collection.tsx"),
  // The preview follows the pointer or focus: its code loads at the first of either.
  hydrate: "interaction",
});
