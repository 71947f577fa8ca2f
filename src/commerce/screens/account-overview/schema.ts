import { z } from "zod";

/** The account overview's fields for editors; every text falls back to the site's own words when empty. */
export const accountOverviewSchema = z.object({
  /** The page's heading (the account page's `<h1>`). */
  heading: z.string().trim().max(120).default(""),
  /** What a guest reads above "Sign in". */
  guestText: z.string().trim().max(400).default(""),
  /** The loyalty programme's name. */
  loyaltyTitle: z.string().trim().max(60).default(""),
  /** What a member who has not joined the programme reads above "Join now". */
  joinText: z.string().trim().max(400).default(""),
});

export type AccountOverviewProps = z.output<typeof accountOverviewSchema>;
