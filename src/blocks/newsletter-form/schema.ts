import { z } from "zod";
import { checkSignupContrast, consentLink, signupFields, signupSource } from "../../forms/signup-schema.ts";

/**
 * Newsletter form (content spec §2, §4, §5): an email field, a policy checkbox and submit.
 * Anonymous shoppers create a profile, logged-in ones update theirs; the subscription asks for
 * double opt-in (§9). Texts left out take the page language's defaults.
 */
export const newsletterFormSchema = z
  .object({
    ...signupFields,
    emailLabel: z.string().trim().min(1, "Leave the field out rather than empty").optional(),
    /** The privacy policy, linked under the checkbox. */
    privacyLink: consentLink.optional(),
    /** Content spec §3 Subscription type. */
    subscriptionType: z.enum(["Newsletter", "LoyaltyNewsletter"]).default("Newsletter"),
    source: signupSource("newsletter-form"),
  })
  .superRefine(checkSignupContrast);
export type NewsletterFormProps = z.output<typeof newsletterFormSchema>;
