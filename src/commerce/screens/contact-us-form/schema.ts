import { z } from "zod";

export const contactUsFormSchema = z.object({
  /** The form's heading; the site's words when empty. */
  heading: z.string().trim().max(120).default(""),
  /** A line under the heading (when we reply, what to have at hand); the site's words when empty. */
  intro: z.string().trim().max(400).default(""),
});

export type ContactUsFormProps = z.output<typeof contactUsFormSchema>;
