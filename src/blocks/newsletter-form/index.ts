import { defineBlock } from "../../registry/define-block.ts";

export const newsletterFormBlock = defineBlock({
  type: "newsletter-form",
  label: "Newsletter form",
  loadSchema: () => import("./schema.ts").then((module) => module.newsletterFormSchema),
  component: () => import("./newsletter-form.tsx"),
});
