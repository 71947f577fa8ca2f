import { z } from "zod";

/** The account profile block's fields for editors; every text falls back to the site's own words when empty. */
export const accountProfileSchema = z.object({
  /** The page's heading (the profile page's `<h1>`). */
  heading: z.string().trim().max(120).default(""),
  /** What a signed-out shopper reads above the "Sign in" button. */
  guestText: z.string().trim().max(400).default(""),
});

export type AccountProfileProps = z.output<typeof accountProfileSchema>;
