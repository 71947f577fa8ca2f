import { z } from "zod";
import { cssColor, richText, target } from "../../engine/content/fields.ts";
import { textContrast } from "../../ui/text-contrast-refinement.ts";
import { DEFAULT_AUTOROTATE_MS, MIN_AUTOROTATE_MS, PROMO_BAR_MAX_MESSAGES } from "./promo-rules.ts";

/** A message of the promo bar (content spec §3 "Message"). */
export const promoMessage = z
  .object({
    id: z.string().trim().min(1).optional(),
    /** The whole message links to its first target. */
    clickable: z.boolean().default(false),
    /** Colour of its links on hover. */
    hoverLinkColor: cssColor.optional(),
    richText: richText.default(""),
    targets: z.array(target).max(2, "A promo message has at most 2 links").default([]),
    textColor: cssColor.default("#ffffff"),
    background: cssColor.default("#1f3b2d"),
    /** Set by the content service when the message's section resolved to nothing: left out. */
    isEmpty: z.boolean().default(false),
  })
  .superRefine(textContrast({ text: "textColor", background: "background" }));
export type PromoMessage = z.output<typeof promoMessage>;

export const promoBarLabels = z
  .object({
    /** Accessible name of the bar. */
    name: z.string().default("Promotions"),
    previous: z.string().default("Previous message"),
    next: z.string().default("Next message"),
    pause: z.string().default("Pause rotation"),
    play: z.string().default("Start rotation"),
    close: z.string().default("Close promotions"),
    /** `{index}` of `{count}`, for each message and dot. */
    message: z.string().default("Message {index} of {count}"),
  })
  .default({
    name: "Promotions",
    previous: "Previous message",
    next: "Next message",
    pause: "Pause rotation",
    play: "Start rotation",
    close: "Close promotions",
    message: "Message {index} of {count}",
  });
export type PromoBarLabels = z.output<typeof promoBarLabels>;

export const promoBarSchema = z.object({
  messages: z.array(promoMessage).min(1, "A promo bar needs at least one message"),
  /** Time each message shows before the next, in milliseconds. */
  autorotateTime: z.number().int().min(MIN_AUTOROTATE_MS, `Messages need at least ${MIN_AUTOROTATE_MS} ms to be read`).default(DEFAULT_AUTOROTATE_MS),
  /** Shows a close button; a closed bar stays closed in this browser. */
  closable: z.boolean().default(false),
  /** At most this many messages show (the first ones that are not empty). */
  maxMessages: z.number().int().min(1).max(10).default(PROMO_BAR_MAX_MESSAGES),
  labels: promoBarLabels,
});
export type PromoBarProps = z.output<typeof promoBarSchema>;
