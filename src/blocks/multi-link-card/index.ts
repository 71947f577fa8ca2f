import { defineBlock } from "../../registry/define-block.ts";

export const multiLinkCardBlock = defineBlock({
  type: "multi-link-card",
  label: "Multi-link card",
  loadSchema: () => import("./schema.ts").then((module) => module.multiLinkCardSchema),
  component: () => import("./multi-link-card.tsx"),
});
