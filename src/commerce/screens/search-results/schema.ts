import { z } from "zod";

export const searchResultsSchema = z.object({});

export type SearchResultsProps = z.output<typeof searchResultsSchema>;
