import { defineBlock } from "../../registry/define-block.ts";

export const iconAndTextCollectionBlock = defineBlock({
  type: "icon-and-text-collection",
  label: "Icon-and-text collection",
  loadSchema: () => import("./schema.ts").then((module) => module.iconAndTextCollectionSchema),
  component: () => import("./icon-and-text-collection.tsx"),
  // Links and pictures only: the server's HTML is the whole block (no code for shoppers).
  hydrate: "never",
});
