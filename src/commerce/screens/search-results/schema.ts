import { z } from "zod";

export const searchResultsSchema = z.object({
  /** Tips shown when a search finds nothing (the site's own when none are given). */
  tips: z.array(z.string().trim().min(1).max(120)).max(5).optional(),
});

export type SearchResultsProps = z.output<typeof searchResultsSchema>;
