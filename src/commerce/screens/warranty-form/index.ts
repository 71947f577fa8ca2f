import { defineBlock } from "../../../registry/define-block.ts";
import type { warrantyFormSchema } from "./schema.ts";

/**
 * A warranty claim (commerce spec §3 warranty support case, §7 `POST
 * /consumers-v3/consumer/warranty`), for members: the call needs an account, so a guest is asked
 * to sign in. Renders the page's heading (the `warranty` page).
 */
export const warrantyFormBlock = defineBlock<typeof warrantyFormSchema>({
  type: "warranty-form",
  label: "Warranty form",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.warrantyFormSchema),
  component: () => import("./warranty-form.tsx"),
});
