import { defineBlock } from "../../registry/define-block.ts";

export const smsSignupBlock = defineBlock({
  type: "sms-signup",
  label: "SMS signup",
  loadSchema: () => import("./schema.ts").then((module) => module.smsSignupSchema),
  component: () => import("./sms-signup.tsx"),
  // The form's code loads when the shopper reaches for a field; what they typed meanwhile is kept.
  hydrate: "interaction",
});
