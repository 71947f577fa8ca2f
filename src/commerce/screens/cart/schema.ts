import { z } from "zod";
import { linkUrl } from "../../../../contracts/content/fields.ts";

/** The cart block's fields for editors; every text falls back to the site's own words when empty. */
export const cartSchema = z.object({
  /** The page's heading (the cart page's `<h1>`). */
  heading: z.string().trim().max(120).default(""),
  /** Shown instead of the lines when the cart holds nothing. */
  emptyTitle: z.string().trim().max(120).default(""),
  emptyText: z.string().trim().max(400).default(""),
  emptyCtaLabel: z.string().trim().max(60).default(""),
  /** Where the empty cart's button leads; the site's home when absent. */
  emptyCtaHref: linkUrl.optional(),
  /** The shopper's saved-for-later list under the cart (off: no list, no "Save for later"). */
  showSavedForLater: z.boolean().default(true),
  /** The promo code form. */
  showCoupons: z.boolean().default(true),
});

export type CartProps = z.output<typeof cartSchema>;
