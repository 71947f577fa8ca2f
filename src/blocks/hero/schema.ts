import { z } from "zod";
import { caption, cssColor, gradient, perBreakpoint, picture, promotionTracking, richText, target, video } from "../../engine/content/fields.ts";
import { textContrast } from "../../ui/text-contrast-refinement.ts";
import { captionTracks } from "../video/caption-tracks.ts";
import { BREAKPOINTS, HERO_ALIGNMENTS, HERO_LAYOUTS, HERO_VARIANTS, readableOn, resolveLayouts } from "./hero-rules.ts";

/**
 * An image or a video, with a message an editor can act on when it is missing. A video may
 * carry captions files (defaults to none), as the video block's does.
 */
const heroMedia = z.discriminatedUnion("type", [picture.extend({ type: z.literal("image") }), video.extend({ type: z.literal("video"), captions: captionTracks.default([]) })], {
  error: (issue) => (issue.input === undefined ? "A hero needs media: an image or a video" : 'Media is an image ({ "type": "image", "url", "alt" }) or a video ({ "type": "video", "url" })'),
});

/**
 * Text below the media sits on the background colour: it must stay readable there. A colour
 * left unset is white or ink, whichever reads better on the background.
 */
const textBelowMediaContrast = textContrast<Partial<Record<"titleColor" | "eyebrowTextColor" | "richTextColor" | "backgroundColor", string>>>(
  ...(["titleColor", "eyebrowTextColor", "richTextColor"] as const).map((text) => ({
    text,
    background: "backgroundColor" as const,
    fallback: readableOn,
    describe: (_colour: string, background: string, written: string | undefined) => `${text} ${written} on the background ${background}`,
  })),
);

/**
 * The hero (content spec §3 "Hero"): title, eyebrow text or logo, subtitle, rich text and
 * buttons over or below an image or a video. Variants: `standardHero` (text over the media),
 * `blockBelowHero` (text below; layout `below-2media` puts two media side by side) and
 * `productOverlayHero` (a product picture over the media). Layout and alignment are set per
 * breakpoint in `responsiveLayout`; a breakpoint left out takes the next smaller one's.
 */
export const heroSchema = z
  .object({
    /** The editor's name for the hero; also the promotion name when tracking has none. */
    name: z.string().trim().optional(),
    variant: z.enum(HERO_VARIANTS, { error: `A hero's variant is one of ${HERO_VARIANTS.join(", ")}` }).default("standardHero"),
    responsiveLayout: perBreakpoint(
      z.object({
        layout: z.enum(HERO_LAYOUTS, { error: `A layout is one of ${HERO_LAYOUTS.join(", ")}` }).optional(),
        alignment: z.enum(HERO_ALIGNMENTS, { error: `An alignment is one of ${HERO_ALIGNMENTS.join(", ")}` }).optional(),
      }),
    ).default({}),

    media: heroMedia,
    /** The two media of the `below-2media` layout. */
    mediaList: z.array(heroMedia).max(2, "A hero shows at most two media side by side").default([]),
    /** Where the media (or, with linkType No-CTA, the whole hero) links to. */
    mediaTarget: target.optional(),
    /** Shown over the media of a productOverlayHero: a product cut-out (196×343, 271×467, 344×538 px). */
    overlayPicture: picture.optional(),
    /** The overlay picture on small screens, when it differs. */
    overlaySmall: picture.optional(),
    /** The overlay picture on large screens, when it differs. */
    overlayLarge: picture.optional(),
    /** Largest width of the text over the media. */
    overlayWidth: z.enum(["xs", "sm", "md", "lg"]).default("md"),
    /** Fill the viewport below the site header. */
    isFullHeight: z.boolean().default(false),
    /** A translucent panel behind the text over the media, for legibility. */
    backdrop: z.boolean().default(false),
    /** Background of the text below the media. */
    backgroundColor: cssColor.optional(),

    eyebrowText: z.string().trim().optional(),
    eyebrowTextColor: cssColor.optional(),
    /** A logo in place of the eyebrow text. */
    eyebrowLogo: picture.optional(),
    /** The logo scales with the screen (60% on small, 80% on medium, full size on large screens). */
    eyebrowLogoResponsive: z.boolean().default(false),
    title: z.string().trim().optional(),
    titleColor: cssColor.optional(),
    titleStyle: z.enum(["large", "medium", "small"]).default("large"),
    subtitle: z.string().trim().optional(),
    richText: richText.optional(),
    richTextColor: cssColor.optional(),
    /** Rich text after the buttons instead of before them. */
    richTextBelowTargets: z.boolean().default(false),

    targets: z.array(target).max(3, "A hero has at most 3 buttons").default([]),
    /** `CTA`: buttons; `No-CTA`: no buttons, the whole hero links to the media target (or the first target). */
    linkType: z.enum(["CTA", "No-CTA"], { error: "linkType is CTA or No-CTA" }).default("CTA"),
    /** Buttons of equal width. */
    equalTargetSize: z.boolean().default(false),

    promotionTracking: promotionTracking.optional(),
    /** Set: a video stays paused; cleared again: it plays. */
    paused: z.boolean().default(false),
    /** Load the media at once (a hero usually opens the page: its largest paint). */
    eager: z.boolean().default(true),
    ...gradient.shape,
    ...caption.shape,
  })
  .superRefine((hero, issue) => {
    const layouts = resolveLayouts(hero.variant, hero.responsiveLayout);
    const twoMedia = BREAKPOINTS.filter((breakpoint) => layouts[breakpoint].layout === "below-2media");
    if (twoMedia.length > 0 && hero.variant !== "blockBelowHero") {
      issue.addIssue({ code: "custom", path: ["responsiveLayout"], message: "The below-2media layout belongs to the blockBelowHero variant" });
    }
    if (twoMedia.length > 0 && hero.mediaList.length !== 2) {
      issue.addIssue({ code: "custom", path: ["mediaList"], message: `The below-2media layout (${twoMedia.join(", ")}) needs two media in mediaList` });
    }
    if (hero.variant === "productOverlayHero" && !hero.overlayPicture) {
      issue.addIssue({ code: "custom", path: ["overlayPicture"], message: "A productOverlayHero needs an overlayPicture" });
    }
    if (hero.linkType === "No-CTA" && !hero.mediaTarget && hero.targets.length === 0) {
      issue.addIssue({ code: "custom", path: ["mediaTarget"], message: "A No-CTA hero links as a whole: it needs a mediaTarget (or a target)" });
    } else if (hero.linkType === "No-CTA" && !hero.title && !(hero.mediaTarget ?? hero.targets[0])?.text.trim()) {
      issue.addIssue({ code: "custom", path: ["title"], message: "A No-CTA hero needs a title or a link text: it names the link" });
    }
    if (BREAKPOINTS.some((breakpoint) => layouts[breakpoint].layout !== "overlay")) textBelowMediaContrast(hero, issue);
  });

export type HeroProps = z.output<typeof heroSchema>;
export type HeroMedia = z.output<typeof heroMedia>;
