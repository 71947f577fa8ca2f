import { defineBlock } from "../../registry/define-block.ts";

export const linkedCardBlock = defineBlock({
  type: "linked-card",
  label: "Linked card",
  loadSchema: () => import("./schema.ts").then((module) => module.linkedCardSchema),
  component: () => import("./linked-card.tsx"),
});
