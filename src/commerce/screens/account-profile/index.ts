import { defineBlock } from "../../../registry/define-block.ts";
import type { accountProfileSchema } from "./schema.ts";

/**
 * The member's profile screen (commerce spec §2 account area, content-service slug
 * `account-profile`): personal details and password, the address book, saved cards and
 * preferences (SMS, interests, shoe size). The shopper's own data, so no data provider: the
 * server renders the heading and a loading status, the browser reads the profile (decision 0018).
 */
export const accountProfileBlock = defineBlock<typeof accountProfileSchema>({
  type: "account-profile",
  label: "Account profile",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.accountProfileSchema),
  component: () => import("./account-profile.tsx"),
});
