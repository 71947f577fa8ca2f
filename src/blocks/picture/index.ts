import { defineBlock } from "../../registry/define-block.ts";

export const pictureBlock = defineBlock({
  type: "picture",
  label: "Picture",
  loadSchema: () => import("./schema.ts").then((module) => module.pictureSchema),
  component: () => import("./picture.tsx"),
});
