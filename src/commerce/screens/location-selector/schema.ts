import { z } from "zod";

/** The location selector's fields for editors; each text falls back to the site's own words when empty. */
export const locationSelectorSchema = z.object({
  heading: z.string().trim().max(120).default(""),
  /** A line under the heading: why the location matters. */
  intro: z.string().trim().max(400).default(""),
});

export type LocationSelectorProps = z.output<typeof locationSelectorSchema>;
