import { defineBlock } from "../../registry/define-block.ts";

export const smsSignupBlock = defineBlock({
  type: "sms-signup",
  label: "SMS signup",
  loadSchema: () => import("./schema.ts").then((module) => module.smsSignupSchema),
  component: () => import("./sms-signup.tsx"),
});
