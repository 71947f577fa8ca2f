import { z } from "zod";

export const giftCardBalanceSchema = z.object({
  /** The page's heading; the site's words when empty. */
  heading: z.string().trim().max(120).default(""),
  /** A line under the heading (where the number and PIN are); the site's words when empty. */
  intro: z.string().trim().max(400).default(""),
});

export type GiftCardBalanceProps = z.output<typeof giftCardBalanceSchema>;
