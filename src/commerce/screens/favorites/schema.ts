import { z } from "zod";
import { linkUrl } from "../../../../contracts/content/fields.ts";

/** The favourites block's fields for editors; every text falls back to the site's own words when empty. */
export const favoritesSchema = z.object({
  /** The page's heading (the favourites page's `<h1>`) over the shopper's own list. */
  heading: z.string().trim().max(120).default(""),
  /** The heading over a list someone shared (the page opened from a share link). */
  sharedHeading: z.string().trim().max(120).default(""),
  /** Shown instead of the list when it holds nothing. */
  emptyTitle: z.string().trim().max(120).default(""),
  emptyText: z.string().trim().max(400).default(""),
  emptyCtaLabel: z.string().trim().max(60).default(""),
  /** Where the empty list's button leads; the site's home when absent. */
  emptyCtaHref: linkUrl.optional(),
  /** Offer "Share your list" (a read-only link). */
  allowSharing: z.boolean().default(true),
});

export type FavoritesProps = z.output<typeof favoritesSchema>;
