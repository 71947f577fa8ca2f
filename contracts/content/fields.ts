import { z } from "zod";
import { isSafeLinkUrl, isSafeMediaUrl } from "../safe-url.ts";

/**
 * The CMS field schemas the content service and the storefront both check documents with:
 * link and media URLs (only safe schemes pass) and per-breakpoint values. The storefront's
 * block fields (src/engine/content/fields.ts) build on these.
 */

export const linkUrl = z
  .string()
  .trim()
  .min(1, "URL is empty")
  .refine(isSafeLinkUrl, "Unsafe URL: only relative, http(s), mailto and tel links are allowed");

export const mediaUrl = z
  .string()
  .trim()
  .min(1, "URL is empty")
  .refine(isSafeMediaUrl, "Unsafe media URL: only relative and http(s) URLs are allowed");

export const perBreakpoint = <T extends z.ZodType>(value: T) => z.object({ sm: value.optional(), md: value.optional(), lg: value.optional() });
