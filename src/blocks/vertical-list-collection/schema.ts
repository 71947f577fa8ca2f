import { z } from "zod";
import { linkUrl, picture } from "../../engine/content/fields.ts";

export const MAX_VERTICAL_LIST_ITEMS = 12;

const listItem = z.object({
  text: z.string().trim().min(1, "A list item needs text"),
  url: linkUrl,
  targetAttribute: z.enum(["_self", "_blank"]).default("_self"),
  /** A short line under the link text. */
  description: z.string().trim().optional(),
  /** The preview image shown while the item is hovered or focused. */
  media: picture,
});

/**
 * A vertical list of large links with a hover-preview image (content spec §1/§2). From 768px on
 * devices that hover, hovering or focusing an item shows its image beside the list; on small
 * screens and touch devices the images show inline next to each link, or not at all
 * (`smallScreenImages`).
 */
export const verticalListCollectionSchema = z.object({
  title: z.string().trim().optional(),
  items: z
    .array(listItem)
    .min(1, "A vertical-list collection needs at least one item")
    .max(MAX_VERTICAL_LIST_ITEMS, `A vertical-list collection has at most ${MAX_VERTICAL_LIST_ITEMS} items`),
  /** Side of the preview image from 768px. */
  imagePosition: z.enum(["left", "right"], { error: 'imagePosition is "left" or "right"' }).default("right"),
  smallScreenImages: z.enum(["inline", "hidden"], { error: 'smallScreenImages is "inline" or "hidden"' }).default("inline"),
});
export type VerticalListCollectionProps = z.output<typeof verticalListCollectionSchema>;
