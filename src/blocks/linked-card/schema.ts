import { z } from "zod";
import { commonFields, picture } from "../../engine/content/fields.ts";

export const LINKED_CARD_LAYOUTS = ["below", "overlay", "overlay-bottom", "overlay-top"] as const;
export type LinkedCardLayout = (typeof LINKED_CARD_LAYOUTS)[number];

/**
 * A card of media with a badge, eyebrow, title, subtitle, rich text and buttons (content spec
 * §2/§3): text below the media (`below`) or over it (`overlay` centred, `overlay-bottom`,
 * `overlay-top`), aligned left or centre. The whole card links to the first target.
 *
 * Over media, the gradient (common field `gradientStyle`: full 35%, focused 50%, off 0% of the
 * height) keeps the text readable; its tone picks the text colour (dark tone: white text, light
 * tone: ink). Like every common field it defaults to `off`: editors of overlay cards choose one
 * (the text keeps a shadow either way).
 */
export const linkedCardSchema = commonFields
  .extend({
    badge: picture.optional(),
    layout: z.enum(LINKED_CARD_LAYOUTS, { error: `layout is one of ${LINKED_CARD_LAYOUTS.join(", ")}` }).default("below"),
    alignment: z.enum(["left", "center"], { error: 'alignment is "left" or "center"' }).default("left"),
  })
  .superRefine((card, issue) => {
    if (card.media?.type === "video") {
      issue.addIssue({ code: "custom", path: ["media", "type"], message: "A linked card shows an image; use a hero or video block for video" });
    }
    if (card.layout !== "below" && card.media?.type !== "image") {
      issue.addIssue({ code: "custom", path: ["media"], message: `A card with the ${card.layout} layout needs an image: its text sits on it` });
    }
    if (card.targets.length > 0 && !card.title?.trim() && !card.targets[0]!.text.trim()) {
      issue.addIssue({ code: "custom", path: ["title"], message: "A linked card with a link needs a title or a first button text: it names the link" });
    }
  });
export type LinkedCardProps = z.output<typeof linkedCardSchema>;
