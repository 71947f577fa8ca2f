import { defineBlock } from "../../registry/define-block.ts";

export const accordionBlock = defineBlock({
  type: "accordion",
  label: "Accordion",
  loadSchema: () => import("./schema.ts").then((module) => module.accordionSchema),
  component: () => import("./accordion.tsx"),
  // Its code loads when the shopper points at or focuses it (a pressed heading is pressed again).
  hydrate: "interaction",
});
