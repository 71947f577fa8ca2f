import { z } from "zod";
import { cssColor, mediaUrl, richText, target } from "../../engine/content/fields.ts";
import { textContrast } from "../../ui/text-contrast-refinement.ts";
import { DEFAULT_POPUP_DELAY_MS, MAX_POPUP_DELAY_MS } from "./popup-rules.ts";

/** The pop-up's logo (content spec §3 Pop-up `logo`). */
export const popUpLogo = z.object({
  url: mediaUrl,
  alt: z.string().default(""),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/** The fields of a pop-up (content spec §3 Pop-up), as a block and as an item of the site's pop-ups. */
export const popUpFields = z.object({
  name: z.string().trim().min(1, "A pop-up needs a name (a name containing “newsletter” makes it a newsletter pop-up)"),
  title: z.string().trim().min(1, "A pop-up needs a title: it names the pop-up for screen readers"),
  /** The collapsed pop-up's text, and a newsletter pop-up's tracking action. Defaults to the title. */
  minimizedTitle: z.string().trim().optional(),
  /** A line above the title once the pop-up is expanded. */
  maximizedTitle: z.string().trim().optional(),
  titleColor: cssColor.default("#1a1f1c"),
  backgroundColor: cssColor.default("#ffffff"),
  /** Milliseconds between showing the collapsed pop-up and expanding it. Defaults to 2000. */
  delay: z
    .number()
    .int("The delay is a whole number of milliseconds")
    .min(0, "The delay cannot be negative")
    .max(MAX_POPUP_DELAY_MS, `The delay is at most ${MAX_POPUP_DELAY_MS} ms`)
    .default(DEFAULT_POPUP_DELAY_MS),
  targets: z.array(target).max(3, "A pop-up has at most 3 buttons").default([]),
  disclaimer: richText.optional(),
  disclaimerColor: cssColor.default("#525a55"),
  logo: popUpLogo.optional(),
  logoSize: z.enum(["small", "medium", "large"]).default("small"),
});

/** Title and disclaimer must be readable on the chosen background (WCAG AA). */
const checkContrast = textContrast<z.output<typeof popUpFields>>(
  { text: "titleColor", background: "backgroundColor", label: "Title colour" },
  { text: "disclaimerColor", background: "backgroundColor", label: "Disclaimer colour" },
);

export const popUpSchema = popUpFields.superRefine(checkContrast);
export type PopUpProps = z.output<typeof popUpSchema>;

/** A pop-up of the site's pop-ups document (`popups/{siteId}` answers `{ items }`): the fields plus its id. */
export const popUpItemSchema = popUpFields
  .extend({ id: z.string().trim().min(1, "A pop-up needs an id (dismissals are remembered by id)") })
  .superRefine(checkContrast);
export type PopUpItem = z.output<typeof popUpItemSchema>;
