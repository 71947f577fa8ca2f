import { z } from "zod";

/** The store locator's fields for editors; each text falls back to the site's own words when empty. */
export const storeLocatorSchema = z.object({
  /** The page's heading (the store locator page's `<h1>`). */
  heading: z.string().trim().max(120).default(""),
  /** A line under the heading: what the shopper can do here. */
  intro: z.string().trim().max(400).default(""),
});

export type StoreLocatorProps = z.output<typeof storeLocatorSchema>;
