import { defineBlock } from "../../registry/define-block.ts";

export const popUpBlock = defineBlock({
  type: "popup",
  label: "Pop-up",
  loadSchema: () => import("./schema.ts").then((module) => module.popUpSchema),
  component: () => import("./popup.tsx"),
  skeletonHeight: 0,
});
