import { z } from "zod";

export const productQuestionsSchema = z.object({
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/).default("RLSH1001"),
});

export type ProductQuestionsProps = z.output<typeof productQuestionsSchema>;
