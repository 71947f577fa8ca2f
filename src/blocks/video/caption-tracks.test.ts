import { describe, expect, test } from "vitest";
import { captionTracks } from "./caption-tracks.ts";
import { videoSchema } from "./schema.ts";

const english = { url: "/media/big-buck-bunny.en.vtt", srclang: "en", label: "English" };

/** The issues of a captions list, as `path: message`. */
function issues(tracks: unknown): string[] {
  const result = captionTracks.safeParse(tracks);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("captions of a video", () => {
  test("a track: url, srclang, label; not the default unless set", () => {
    expect(captionTracks.parse([english])).toEqual([{ ...english, default: false }]);
  });

  test.each([
    ["a relative WebVTT file", [english]],
    ["an https file on a CDN", [{ ...english, url: "https://cdn.example.com/captions/en.vtt" }]],
    ["several languages, one default", [{ ...english, default: true }, { url: "/media/fr.vtt", srclang: "fr-CA", label: "Français" }]],
    ["no captions", []],
  ])("%s is accepted", (_case, tracks) => {
    expect(issues(tracks)).toEqual([]);
  });

  test.each([
    ["a javascript: URL", [{ ...english, url: "javascript:alert(1)" }], ["0.url: Unsafe media URL: only relative and http(s) URLs are allowed"]],
    ["a data: URL", [{ ...english, url: "data:text/vtt,WEBVTT" }], ["0.url: Unsafe media URL: only relative and http(s) URLs are allowed"]],
    ["a scheme hidden by a tab", [{ ...english, url: "java\tscript:alert(1)" }], ["0.url: Unsafe media URL: only relative and http(s) URLs are allowed"]],
    ["an empty URL", [{ ...english, url: " " }], ["0.url: URL is empty"]],
    ["a language that is no tag", [{ ...english, srclang: "English" }], ["0.srclang: srclang is a language tag such as en or fr-CA"]],
    ["no label", [{ ...english, label: "" }], ["0.label: Captions need a label: shoppers pick them by it"]],
    [
      "two default tracks",
      [{ ...english, default: true }, { url: "/media/fr.vtt", srclang: "fr", label: "Français", default: true }],
      ["1.default: Only one captions track can be the default"],
    ],
  ])("%s is rejected", (_case, tracks, expected) => {
    expect(issues(tracks)).toEqual(expected);
  });

  test("the video schema: captions default to none, and an unsafe one is reported at its path", () => {
    const video = { media: { sm: { url: "/media/clip.mp4" } } };
    expect(videoSchema.parse(video).captions).toEqual([]);
    const result = videoSchema.safeParse({ ...video, captions: [{ ...english, url: "javascript:alert(1)" }] });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["captions.0.url"]);
  });
});
