import { z } from "zod";
import { mediaUrl, perBreakpoint } from "../../engine/content/fields.ts";
import { captionTracks } from "./caption-tracks.ts";

/**
 * The video block (content spec §3 "Video", §4): a source per breakpoint (a file, an HLS
 * stream or a YouTube link), or a cloud asset for the third-party player. The spec's `id` and
 * `type` are the block's own; the player settings default to the spec's: autoplay, loop,
 * muted, controls on.
 */
export const videoSchema = z
  .object({
    media: perBreakpoint(z.object({ url: mediaUrl })).default({}),
    cloudinaryAsset: z
      .object({
        cloudName: z.string().trim().optional(),
        publicId: z.string().trim().optional(),
      })
      .optional(),
    /** In seconds: the third-party player plays only videos longer than 30 s. */
    duration: z.number().nonnegative("A duration is a number of seconds, 0 or more").optional(),
    /** The player's accessible name (the embed's title). */
    seoTitle: z.string().trim().optional(),
    seoDescription: z.string().trim().optional(),
    /** Intrinsic size, for the aspect ratio (16:9 when unknown). */
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    /** Captions files (WebVTT), rendered as `<track kind="captions">` by the native player. Defaults to none. */
    captions: captionTracks.default([]),
    /** Shown before the video plays (and when it cannot). */
    poster: mediaUrl.optional(),
    /** Set: the video stays paused; cleared again: it plays. */
    paused: z.boolean().default(false),
    playerSettings: z
      .object({
        autoplay: z.boolean().default(true),
        hideControls: z.boolean().default(false),
        loop: z.boolean().default(true),
        muted: z.boolean().default(true),
      })
      .prefault({}),
  })
  .superRefine((video, issue) => {
    const hasSource = Boolean(video.media.sm || video.media.md || video.media.lg);
    const hasAsset = Boolean(video.cloudinaryAsset?.cloudName && video.cloudinaryAsset.publicId);
    if (!hasSource && !hasAsset) {
      issue.addIssue({
        code: "custom",
        path: ["media"],
        message: "A video needs a media URL (sm, md or lg) or a cloudinaryAsset with a cloudName and a publicId",
      });
    }
  });

export type VideoProps = z.output<typeof videoSchema>;
