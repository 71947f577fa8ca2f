import { z } from "zod";

export const signUpSchema = z.object({
  /** The page's heading; the site's words when empty. */
  heading: z.string().max(120).default(""),
  /** A line under the heading (why join); nothing when empty. */
  intro: z.string().max(400).default(""),
});

export type SignUpProps = z.output<typeof signUpSchema>;
