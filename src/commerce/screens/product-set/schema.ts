import { z } from "zod";

export const productSetSchema = z.object({
  /** The product whose sets are shown where the page names none (the workbench, the showcase). */
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/).default("RLSH1001"),
});

export type ProductSetProps = z.output<typeof productSetSchema>;
