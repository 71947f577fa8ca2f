import { z } from "zod";
import { mediaUrl } from "../../engine/content/fields.ts";

/** A BCP 47 language tag as `<track srclang>` takes it: `en`, `fr-CA`, `de-DE`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * One captions file of a video (a WebVTT file), rendered as `<track kind="captions">` by the
 * native player. A caption file on another origin needs CORS headers, as browsers fetch tracks
 * in CORS mode; the fixtures keep theirs under public/media.
 */
export const captionTrack = z.object({
  url: mediaUrl,
  /** The language of the captions, e.g. `en` or `fr-CA`. */
  srclang: z.string().trim().regex(LANGUAGE_TAG, "srclang is a language tag such as en or fr-CA"),
  /** The name shoppers pick the captions by in the player's menu, e.g. "English". */
  label: z.string().trim().min(1, "Captions need a label: shoppers pick them by it"),
  /** Shown without the shopper turning them on. Defaults to false; at most one track is the default. */
  default: z.boolean().default(false),
});
export type CaptionTrack = z.output<typeof captionTrack>;

/** A video's captions: any number of tracks, at most one of them the default. */
export const captionTracks = z.array(captionTrack).superRefine((tracks, issue) => {
  const defaults = tracks.flatMap((track, index) => (track.default ? [index] : []));
  for (const index of defaults.slice(1)) {
    issue.addIssue({ code: "custom", path: [index, "default"], message: "Only one captions track can be the default" });
  }
});
