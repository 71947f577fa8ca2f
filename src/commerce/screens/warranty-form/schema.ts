import { z } from "zod";

export const warrantyFormSchema = z.object({
  /** The page's heading; the site's words when empty. */
  heading: z.string().trim().max(120).default(""),
  /** A line under the heading (what happens next); the site's words when empty. */
  intro: z.string().trim().max(400).default(""),
});

export type WarrantyFormProps = z.output<typeof warrantyFormSchema>;
