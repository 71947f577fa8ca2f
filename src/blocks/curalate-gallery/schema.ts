import { z } from "zod";

/** Ids of gallery containers: what the provider's dashboard names them. */
export const GALLERY_CONTAINER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * A Curalate-style user-generated-content gallery (content spec §3): the experience named by
 * `containerId`, narrowed by `filter`. The library's URL is configuration (curalate-config.ts):
 * the schema has no URL field, and unknown fields are dropped.
 */
export const curalateGallerySchema = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  containerId: z.string().trim().regex(GALLERY_CONTAINER_ID, "A gallery needs its container id: letters, digits, hyphens and underscores"),
  /** e.g. `productId:'PRODUCT_ID'` or `category:'CATEGORY'`: tokens are replaced from the path. */
  filter: z.string().trim().max(500, "A filter is at most 500 characters").optional(),
});
export type CuralateGalleryProps = z.output<typeof curalateGallerySchema>;
