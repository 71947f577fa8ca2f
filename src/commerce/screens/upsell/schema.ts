import { z } from "zod";
import { DEFAULT_STACKED, MAX_STACKED } from "./upsell-queries.ts";

/** The "Complete the look" block's fields for editors. */
export const upsellSchema = z.object({
  /** The heading over the items; the site's own words ("Complete the look") when empty. */
  title: z.string().trim().max(120).optional(),
  /** The recommendation slot it shows: the `component` of the engine's recommendations action. */
  slot: z.string().trim().min(1).max(60).default("pdp-upsell"),
  /** How many in-stock items are stacked (content spec §9: 3 unless the editor says otherwise). */
  stackedCount: z.number().int().min(1).max(MAX_STACKED).default(DEFAULT_STACKED),
});

export type UpsellProps = z.output<typeof upsellSchema>;
