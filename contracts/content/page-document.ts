import { z } from "zod";
import { perBreakpoint } from "./fields.ts";

/**
 * The page document as the content service sends it (see docs/content-model.md). Sections
 * and items are validated one by one so that a bad one costs only itself.
 */

export const MAX_BOTTOM_MARGIN_PX = 400;

export const rawBlockItem = z.looseObject({
  id: z.string().trim().min(1, "Block id is missing"),
  type: z.string().trim().min(1, "Block type is missing"),
});
export type RawBlockItem = z.infer<typeof rawBlockItem>;

export const sectionSettings = z.object({
  id: z.string().optional(),
  name: z.string().default(""),
  items: z.array(z.unknown()).default([]),
  bottomMargins: perBreakpoint(z.number().min(0).max(MAX_BOTTOM_MARGIN_PX)).default({}),
  hideOnBreakpoint: perBreakpoint(z.boolean()).default({}),
  isFullWidth: z.boolean().default(false),
  isSticky: z.boolean().default(false),
  lazy: z.boolean().default(false),
});

export const pageDocument = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().default(""),
  description: z.string().optional(),
  /** Slug of the parent page, for `children/{siteId}/{parentPageSlug}`. */
  parent: z.string().optional(),
  /** ISO date-time before which the document is not published. */
  publishAt: z.iso.datetime({ offset: true }).optional(),
  sections: z.array(z.unknown()).default([]),
});
export type PageDocument = z.input<typeof pageDocument>;
