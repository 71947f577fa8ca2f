import { defineBlock } from "../../../registry/define-block.ts";
import type { resetPasswordSchema } from "./schema.ts";

/**
 * The password reset page (content-service slug `reset-password`), opened from the emailed link
 * (`?token=`): a new password twice, then sign in.
 */
export const resetPasswordBlock = defineBlock<typeof resetPasswordSchema>({
  type: "reset-password",
  label: "Password reset",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.resetPasswordSchema),
  component: () => import("./reset-password.tsx"),
});
