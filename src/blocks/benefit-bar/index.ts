import { defineBlock } from "../../registry/define-block.ts";

export const benefitBarBlock = defineBlock({
  type: "benefit-bar",
  label: "Benefit bar",
  loadSchema: () => import("./schema.ts").then((module) => module.benefitBarSchema),
  component: () => import("./benefit-bar.tsx"),
});
