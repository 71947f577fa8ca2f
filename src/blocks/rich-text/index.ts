import { defineBlock } from "../../registry/define-block.ts";

export const richTextBlock = defineBlock({
  type: "rich-text",
  label: "Rich text",
  loadSchema: () => import("./schema.ts").then((module) => module.richTextSchema),
  component: () => import("./rich-text.tsx"),
  // Links and pictures only: the server's HTML is the whole block (no code for shoppers).
  hydrate: "never",
});
