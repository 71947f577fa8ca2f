import { z } from "zod";
import { checkSignupContrast, consentLink, signupFields, signupSource } from "../../forms/signup-schema.ts";

/**
 * SMS signup: a mobile number in the site's mask (content spec §5), a consent checkbox and
 * submit; then the code texted to the phone confirms it (double opt-in). Anonymous shoppers
 * create the subscription, logged-in ones update theirs (§6). Texts left out take the page
 * language's defaults.
 */
export const smsSignupSchema = z
  .object({
    ...signupFields,
    phoneLabel: z.string().trim().min(1, "Leave the field out rather than empty").optional(),
    /** The SMS terms (content spec §2 legal links), linked under the checkbox. */
    termsLink: consentLink.optional(),
    source: signupSource("sms-signup"),
  })
  .superRefine(checkSignupContrast);
export type SmsSignupProps = z.output<typeof smsSignupSchema>;
