import { z } from "zod";
import { linkUrl } from "../../../../contracts/content/fields.ts";

export const orderConfirmationSchema = z.object({
  /** The page's heading above the order; the site's words when empty. */
  heading: z.string().max(120).default(""),
  /** A line under the heading (what happens next); the site's words when empty. */
  message: z.string().max(400).default(""),
  /** Where "Continue shopping" leads; the site's home when absent. */
  continueHref: linkUrl.optional(),
});

export type OrderConfirmationProps = z.output<typeof orderConfirmationSchema>;
