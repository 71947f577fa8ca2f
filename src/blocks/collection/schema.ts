import { z } from "zod";
import { target } from "../../engine/content/fields.ts";
import type { PageNode } from "../../engine/types.ts";

/** Limits of the per-breakpoint settings (content spec §3, Collection). */
export const SLIDE_WIDTH = { min: 10, max: 100 } as const;
export const SLIDE_PADDING = { min: 0, max: 64 } as const;
export const AUTOROTATE_TIME = { min: 2000, max: 30000 } as const;

/**
 * One breakpoint's settings. Every field is optional: a missing one takes the value of the next
 * smaller breakpoint, and at `sm` the default (see `COLLECTION_DEFAULTS`).
 */
export const collectionBreakpointSettings = z.object({
  type: z.enum(["carousel", "grid"], { error: 'type is "carousel" or "grid"' }).optional(),
  slideWidth: z
    .number()
    .min(SLIDE_WIDTH.min, `slideWidth is a percentage of the collection's width, at least ${SLIDE_WIDTH.min}`)
    .max(SLIDE_WIDTH.max, `slideWidth is a percentage of the collection's width, at most ${SLIDE_WIDTH.max}`)
    .optional(),
  slidePadding: z
    .number()
    .int()
    .min(SLIDE_PADDING.min, "slidePadding is the space between slides in px, 0 or more")
    .max(SLIDE_PADDING.max, `slidePadding is the space between slides in px, at most ${SLIDE_PADDING.max}`)
    .optional(),
  autoplay: z.boolean().optional(),
  autorotateTime: z
    .number()
    .int()
    .min(AUTOROTATE_TIME.min, `autorotateTime is in milliseconds: at least ${AUTOROTATE_TIME.min} so that shoppers can read a slide`)
    .max(AUTOROTATE_TIME.max, `autorotateTime is in milliseconds: at most ${AUTOROTATE_TIME.max}`)
    .optional(),
  loop: z.boolean().optional(),
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  showProgress: z.boolean().optional(),
});
export type CollectionBreakpointSettings = z.output<typeof collectionBreakpointSettings>;

export const collectionSchema = z.object({
  title: z.string().trim().optional(),
  subtitle: z.string().trim().optional(),
  /** Names the carousel for screen readers when there is no title. */
  ariaLabel: z.string().trim().optional(),
  /** "View all" style links beside the title. */
  targets: z.array(target).max(2, "A collection has at most 2 links").default([]),
  breakpoints: z
    .object({ sm: collectionBreakpointSettings.optional(), md: collectionBreakpointSettings.optional(), lg: collectionBreakpointSettings.optional() })
    .default({}),
  /** The slides: blocks of any type (linked cards, multi-link cards, pictures…), resolved by the engine. */
  items: z.array(z.unknown()).min(1, "A collection needs at least one item").max(24, "A collection holds at most 24 items"),
});

export type CollectionProps = Omit<z.output<typeof collectionSchema>, "items"> & { items: PageNode[] };
