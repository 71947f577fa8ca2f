import { defineBlock } from "../../registry/define-block.ts";

export const bannerBlock = defineBlock({
  type: "banner",
  label: "Banner",
  loadSchema: () => import("./schema.ts").then((module) => module.bannerSchema),
  component: () => import("./banner.tsx"),
  // Links and pictures only: the server's HTML is the whole block (no code for shoppers).
  hydrate: "never",
});
