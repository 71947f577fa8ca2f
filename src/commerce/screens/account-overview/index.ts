import { defineBlock } from "../../../registry/define-block.ts";
import type { accountOverviewSchema } from "./schema.ts";

/**
 * The account overview (commerce spec §2 `/account`, §3 Consumer profile and Loyalty vouchers,
 * §6 roles): the account's navigation, a greeting, the loyalty programme or the way to join it,
 * and the spend banners of employees, athletes and pro members; a guest is asked to sign in.
 * The shopper's own data, read in the browser (decision 0018).
 */
export const accountOverviewBlock = defineBlock<typeof accountOverviewSchema>({
  type: "account-overview",
  label: "Account overview",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.accountOverviewSchema),
  component: () => import("./account-overview.tsx"),
});
