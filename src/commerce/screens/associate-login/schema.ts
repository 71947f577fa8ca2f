import { z } from "zod";

export const associateLoginSchema = z.object({
  /** The page's heading; the site's words when empty. */
  heading: z.string().max(120).default(""),
});

export type AssociateLoginProps = z.output<typeof associateLoginSchema>;
