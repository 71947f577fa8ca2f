import { z } from "zod";

export const childPagesSchema = z.object({
  title: z.string().optional(),
  parentPage: z.string().trim().regex(/^[a-z0-9-]+$/, "Parent page must be a page slug"),
  limit: z.number().int().min(1).max(24).default(6),
});
export type ChildPagesProps = z.output<typeof childPagesSchema>;
