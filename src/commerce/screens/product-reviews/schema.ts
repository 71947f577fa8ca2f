import { z } from "zod";

export const productReviewsSchema = z.object({
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/).default("RLSH1001"),
});

export type ProductReviewsProps = z.output<typeof productReviewsSchema>;
