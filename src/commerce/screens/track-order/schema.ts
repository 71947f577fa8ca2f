import { z } from "zod";

/** The order tracking's fields for editors; every text falls back to the site's own words when empty. */
export const trackOrderSchema = z.object({
  /** The page's heading (the tracking page's `<h1>`). */
  heading: z.string().trim().max(120).default(""),
  /** A line above the fields: what to enter. */
  intro: z.string().trim().max(400).default(""),
});

export type TrackOrderProps = z.output<typeof trackOrderSchema>;
