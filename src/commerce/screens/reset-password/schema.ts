import { z } from "zod";

export const resetPasswordSchema = z.object({
  /** The page's heading; the site's words when empty. */
  heading: z.string().max(120).default(""),
});

export type ResetPasswordProps = z.output<typeof resetPasswordSchema>;
