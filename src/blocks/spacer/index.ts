import { defineBlock } from "../../registry/define-block.ts";

export { MAX_SPACER_PX } from "./spacer-limits.ts";

export const spacerBlock = defineBlock({
  type: "spacer",
  label: "Spacer",
  loadSchema: () => import("./schema.ts").then((module) => module.spacerSchema),
  component: () => import("./spacer.tsx"),
  // Links and pictures only: the server's HTML is the whole block (no code for shoppers).
  hydrate: "never",
});
