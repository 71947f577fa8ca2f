import { defineBlock } from "../../registry/define-block.ts";

export { MAX_SPACER_PX } from "./spacer-limits.ts";

export const spacerBlock = defineBlock({
  type: "spacer",
  label: "Spacer",
  loadSchema: () => import("./schema.ts").then((module) => module.spacerSchema),
  component: () => import("./spacer.tsx"),
});
