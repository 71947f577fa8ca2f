import { defineBlock } from "../../registry/define-block.ts";

export const heroBlock = defineBlock({
  type: "hero",
  label: "Hero",
  loadSchema: () => import("./schema.ts").then((module) => module.heroSchema),
  component: () => import("./hero.tsx"),
});
