import { z } from "zod";

const title = z.string().trim().max(60).default("");

export const checkoutSchema = z.object({
  /** The page's heading; the site's words ("Checkout") when empty. */
  heading: z.string().trim().max(120).default(""),
  /** The steps' titles in the step list and above each step; the site's words when empty. */
  shippingTitle: title,
  billingTitle: title,
  summaryTitle: title,
});

export type CheckoutProps = z.output<typeof checkoutSchema>;
