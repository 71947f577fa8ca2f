import { z } from "zod";
import { cssColor, richText, target } from "../engine/content/fields.ts";
import { textContrast } from "../ui/text-contrast-refinement.ts";

/**
 * The CMS fields both signup blocks share. Texts left out take the translated defaults of the
 * page's language (form-texts.ts); an editor sets them to say something else.
 */
const optionalText = z.string().trim().min(1, "Leave the field out rather than empty").optional();

/** A link under a consent checkbox: it needs a text, or a screen reader announces an empty link. */
export const consentLink = target.extend({ text: z.string().trim().min(1, "The link needs a text") });

/** Content spec §3 consumerDetails.source: how the shopper came, and the campaign. */
export const signupSource = (acquisitionType: string) =>
  z
    .object({
      acquisitionType: z.string().trim().min(1).max(64).default(acquisitionType),
      campaignName: z.string().trim().min(1).max(128).optional(),
    })
    .prefault({});

export const signupFields = {
  title: optionalText,
  subtitle: optionalText,
  richText: richText.optional(),
  consentLabel: optionalText,
  submitText: optionalText,
  successMessage: optionalText,
  alignment: z.enum(["left", "center"]).default("left"),
  backgroundColor: cssColor.default("#f3f4f2"),
  textColor: cssColor.default("#1a1f1c"),
};

/** The text colour must be readable on the background (WCAG AA, 4.5:1). */
export const checkSignupContrast = textContrast<{ textColor: string; backgroundColor: string }>({ text: "textColor", background: "backgroundColor" });
