import { defineBlock } from "../../registry/define-block.ts";

export const newsletterFormBlock = defineBlock({
  type: "newsletter-form",
  label: "Newsletter form",
  loadSchema: () => import("./schema.ts").then((module) => module.newsletterFormSchema),
  component: () => import("./newsletter-form.tsx"),
  // The form's code loads when the shopper reaches for a field; what they typed meanwhile is kept.
  hydrate: "interaction",
});
