import { z } from "zod";
import { linkUrl, picture } from "../../engine/content/fields.ts";

export const MAX_MULTI_LINKS = 8;

/** A link of the card: text and URL (content spec §3: targets with text and url). */
const cardLink = z.object({
  text: z.string().trim().min(1, "A link needs text"),
  url: linkUrl,
  targetAttribute: z.enum(["_self", "_blank"]).default("_self"),
});

/**
 * A card with a title and several links (content spec §3: alignment, media, targets, title,
 * titleTarget). The title links to `titleTarget` when set; the media, when present, links there
 * too (hidden from screen readers and the tab order: the title already names that link).
 */
export const multiLinkCardSchema = z.object({
  title: z.string().trim().min(1, "A multi-link card needs a title"),
  titleTarget: z.object({ url: linkUrl, targetAttribute: z.enum(["_self", "_blank"]).default("_self") }).optional(),
  media: picture.extend({ type: z.literal("image", { error: "A multi-link card shows an image" }).default("image") }).optional(),
  targets: z
    .array(cardLink)
    .min(1, "A multi-link card needs at least one link")
    .max(MAX_MULTI_LINKS, `A multi-link card has at most ${MAX_MULTI_LINKS} links`),
  alignment: z.enum(["left", "center"], { error: 'alignment is "left" or "center"' }).default("left"),
});
export type MultiLinkCardProps = z.output<typeof multiLinkCardSchema>;
