import { z } from "zod";

export const productGridSchema = z.object({
  /** The category listed where the page names none (the workbench, the showcase). */
  categoryId: z.string().regex(/^\d{4,10}$/).default("100200"),
});

export type ProductGridProps = z.output<typeof productGridSchema>;
