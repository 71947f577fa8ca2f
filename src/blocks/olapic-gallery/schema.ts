import { z } from "zod";
import { GALLERY_CONTAINER_ID } from "../curalate-gallery/schema.ts";

/**
 * An Olapic-style user-generated-content gallery (content spec §3): the widget `containerId`,
 * in the site's language, tagged with the product (its master id) or category of the path.
 * The script's URL and keys are configuration (olapic-config.ts): the schema has no URL field,
 * and unknown fields are dropped.
 */
export const olapicGallerySchema = z.object({
  /** Shown only on pages that are neither product nor custom-product pages. */
  title: z.string().optional(),
  subtitle: z.string().optional(),
  containerId: z.string().trim().regex(GALLERY_CONTAINER_ID, "A gallery needs its container id: letters, digits, hyphens and underscores"),
});
export type OlapicGalleryProps = z.output<typeof olapicGallerySchema>;
