import { defineBlock } from "../../registry/define-block.ts";

export const promoBarBlock = defineBlock({
  type: "promo-bar",
  label: "Promo bar",
  loadSchema: () => import("./schema.ts").then((module) => module.promoBarSchema),
  component: () => import("./promo-bar.tsx"),
});
