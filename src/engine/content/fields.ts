import { z } from "zod";
import { sanitizeRichTextCached } from "./sanitize-cache.ts";
import { linkUrl, mediaUrl, perBreakpoint } from "../../../contracts/content/fields.ts";

/**
 * The CMS block common fields (content spec §3) as zod schemas, for block schemas to compose.
 * Every schema here is an edge validator: what passes is safe to render.
 */

export { linkUrl, mediaUrl, perBreakpoint };

/** HTML from the CMS, sanitised on the way in. */
export const richText = z.string().transform((html) => sanitizeRichTextCached(html));

export const cssColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\)|var\(--[a-z0-9-]+\))$/i, "Not a CSS colour");

export const target = z.object({
  text: z.string().default(""),
  url: linkUrl,
  targetAttribute: z.enum(["_self", "_blank"]).default("_self"),
  icon: z.string().optional(),
  size: z.enum(["small", "medium", "large"]).default("medium"),
  style: z.enum(["primary", "secondary", "tertiary", "link"]).default("primary"),
});
export type Target = z.output<typeof target>;

export const picture = z.object({
  url: mediaUrl,
  alt: z.string().default(""),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Art direction: a different image per breakpoint. */
  responsive: perBreakpoint(z.object({ url: mediaUrl })).optional(),
});
export type Picture = z.output<typeof picture>;

export const video = z.object({
  url: mediaUrl,
  poster: mediaUrl.optional(),
  alt: z.string().default(""),
});

export const media = z.discriminatedUnion("type", [
  picture.extend({ type: z.literal("image") }),
  video.extend({ type: z.literal("video") }),
]);
export type Media = z.output<typeof media>;

export const promotionTracking = z.object({
  creativeName: z.string().optional(),
  promotionId: z.string().optional(),
  promotionName: z.string().optional(),
});

export { GRADIENT_HEIGHTS } from "./gradient-heights.ts";
export const gradient = z.object({
  gradientStyle: z.enum(["full", "focused", "off"]).default("off"),
  gradientTone: z.enum(["dark", "light"]).default("dark"),
  gradientBreakpoints: perBreakpoint(z.boolean()).optional(),
});

export const caption = z.object({
  captionText: z.string().optional(),
  captionPosition: z.enum(["top", "bottom", "off"]).default("off"),
  captionColor: cssColor.optional(),
});

/** The common fields every content block may use. Spread `.shape` into a block's schema. */
export const commonFields = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  overline: z.string().optional(),
  eyebrow: z.string().optional(),
  richText: richText.optional(),
  media: media.optional(),
  mediaTarget: target.optional(),
  targets: z.array(target).default([]),
  promotionTracking: promotionTracking.optional(),
  ...gradient.shape,
  ...caption.shape,
});
