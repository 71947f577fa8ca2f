import { defineBlock } from "../../registry/define-block.ts";

export const multiLinkCardBlock = defineBlock({
  type: "multi-link-card",
  label: "Multi-link card",
  loadSchema: () => import("./schema.ts").then((module) => module.multiLinkCardSchema),
  component: () => import("./multi-link-card.tsx"),
  // Links and pictures only: the server's HTML is the whole block (no code for shoppers).
  hydrate: "never",
});
