import { defineBlock } from "../../registry/define-block.ts";

export const pictureBlock = defineBlock({
  type: "picture",
  label: "Picture",
  loadSchema: () => import("./schema.ts").then((module) => module.pictureSchema),
  component: () => import("./picture.tsx"),
  // Links and pictures only: the server's HTML is the whole block (no code for shoppers).
  hydrate: "never",
});
