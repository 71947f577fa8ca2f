import { defineBlock } from "../../registry/define-block.ts";

export const linkedCardBlock = defineBlock({
  type: "linked-card",
  label: "Linked card",
  loadSchema: () => import("./schema.ts").then((module) => module.linkedCardSchema),
  component: () => import("./linked-card.tsx"),
  // Links and pictures only: the server's HTML is the whole block (no code for shoppers).
  hydrate: "never",
});
