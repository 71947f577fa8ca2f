import { z } from "zod";

export const productDetailsSchema = z.object({
  /** The product shown where the page names none (the workbench, the showcase, a campaign page). */
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/).default("RLSH1001"),
});

export type ProductDetailsProps = z.output<typeof productDetailsSchema>;
