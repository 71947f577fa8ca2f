import { defineBlock } from "../../../registry/define-block.ts";
import type { signUpSchema } from "./schema.ts";

/**
 * The sign-up page (content-service slug `sign-up`): the sign-in dialog's sign-up form on a page
 * of its own, then profile completion. A signed-in shopper is pointed to the account instead.
 */
export const signUpBlock = defineBlock<typeof signUpSchema>({
  type: "sign-up",
  label: "Sign-up form",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.signUpSchema),
  component: () => import("./sign-up.tsx"),
});
