import { defineBlock } from "../../registry/define-block.ts";

export const secondaryNavigationBlock = defineBlock({
  type: "secondary-navigation",
  label: "Secondary navigation",
  loadSchema: () => import("./schema.ts").then((module) => module.secondaryNavigationSchema),
  component: () => import("./secondary-navigation.tsx"),
  // The small-screen toggle needs code only once pressed (the press is replayed).
  hydrate: "interaction",
});
