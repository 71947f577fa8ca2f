import { z } from "zod";
import { cssColor, richText, target } from "../../engine/content/fields.ts";
import { textContrast } from "../../ui/text-contrast-refinement.ts";
import { ICON_DIRS, ICON_NAMES, isKnownIcon } from "./icon-names.ts";
import { ICON_AND_TEXT_VARIANTS, ICON_SIZES } from "./icon-and-text-layout.ts";

export const MAX_ICON_AND_TEXT_ITEMS = 12;
/** Text colour of an item without its own (the page's ink), for the contrast check. */
const DEFAULT_TEXT_COLOR = "#1a1f1c";

const icon = z
  .object({
    dir: z.enum(ICON_DIRS, { error: `Icon dir is one of ${ICON_DIRS.join(", ")}` }),
    name: z.string().trim(),
  })
  .superRefine(({ dir, name }, issue) => {
    if (ICON_NAMES[dir] && !isKnownIcon(dir, name)) {
      issue.addIssue({ code: "custom", path: ["name"], message: `Unknown icon "${name}" in ${dir}: one of ${ICON_NAMES[dir].join(", ")}` });
    }
  });

const item = z
  .object({
    icon,
    richText: richText.refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, "An item needs text"),
    target: target
      .refine((link) => link.text.trim().length > 0, { message: "A link needs text", path: ["text"] })
      .optional(),
    backgroundColor: cssColor.optional(),
    textColor: cssColor.optional(),
  })
  .superRefine(textContrast({ text: "textColor", background: "backgroundColor", fallback: DEFAULT_TEXT_COLOR }));

/** Icons with short texts, e.g. the shop's promises (content spec §3). Layout rules: icon-and-text-layout.ts. */
export const iconAndTextCollectionSchema = z.object({
  title: z.string().trim().optional(),
  iconAndText: z
    .array(item)
    .min(1, "An icon-and-text collection needs at least one item")
    .max(MAX_ICON_AND_TEXT_ITEMS, `An icon-and-text collection has at most ${MAX_ICON_AND_TEXT_ITEMS} items`),
  iconSize: z.enum(ICON_SIZES, { error: `iconSize is one of ${ICON_SIZES.join(", ")}` }).default("medium"),
  variant: z.enum(ICON_AND_TEXT_VARIANTS, { error: `variant is one of ${ICON_AND_TEXT_VARIANTS.join(", ")}` }).default("icon-above-text"),
});
export type IconAndTextCollectionProps = z.output<typeof iconAndTextCollectionSchema>;
