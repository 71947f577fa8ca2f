import { z } from "zod";
import { linkUrl } from "../../../../contracts/content/fields.ts";

/** The order history's fields for editors; every text falls back to the site's own words when empty. */
export const orderHistorySchema = z.object({
  /** The heading above the orders (a section heading: the account overview holds the page's `<h1>`). */
  heading: z.string().trim().max(120).default(""),
  /** Shown instead of the list when the member has no order yet. */
  emptyText: z.string().trim().max(400).default(""),
  /** Where the empty list's link leads; the site's home when absent. */
  shopHref: linkUrl.optional(),
});

export type OrderHistoryProps = z.output<typeof orderHistorySchema>;
