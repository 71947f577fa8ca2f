import { defineBlock } from "../../registry/define-block.ts";

export const bannerBlock = defineBlock({
  type: "banner",
  label: "Banner",
  loadSchema: () => import("./schema.ts").then((module) => module.bannerSchema),
  component: () => import("./banner.tsx"),
});
