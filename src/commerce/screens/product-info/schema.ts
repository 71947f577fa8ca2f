import { z } from "zod";

export const productInfoSchema = z.object({
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/).default("RLSH1001"),
});

export type ProductInfoProps = z.output<typeof productInfoSchema>;
