import { defineBlock } from "../../../registry/define-block.ts";
import type { associateLoginSchema } from "./schema.ts";

/**
 * The in-store associate's sign-in (commerce spec §2 `/associate-login`, the agent login call):
 * store, employee id and password; then buy-in-store mode until the associate signs out.
 */
export const associateLoginBlock = defineBlock<typeof associateLoginSchema>({
  type: "associate-login",
  label: "Associate sign-in",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.associateLoginSchema),
  component: () => import("./associate-login.tsx"),
});
