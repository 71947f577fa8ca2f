import { describe, expect, test } from "vitest";
import {
  isHlsUrl,
  isTrustedScriptUrl,
  sourceForBreakpoint,
  THIRD_PARTY_MIN_DURATION_SECONDS,
  usesThirdPartyPlayer,
  youTubeEmbedUrl,
  youTubeVideoId,
  type CloudAsset,
  type ThirdPartyPlayerSettings,
  type VideoSources,
} from "./video-rules.ts";

describe("youTubeVideoId", () => {
  test.each([
    ["watch", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["watch with more parameters", "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["watch without www", "https://youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["mobile watch", "https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["http watch", "http://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["short", "https://www.youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["youtu.be", "https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["youtu.be with a start time", "https://youtu.be/dQw4w9WgXcQ?t=10", "dQw4w9WgXcQ"],
    ["embed", "https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["privacy-enhanced embed", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0", "dQw4w9WgXcQ"],
    ["upper-case host", "https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["surrounding whitespace", "  https://youtu.be/dQw4w9WgXcQ ", "dQw4w9WgXcQ"],
  ])("%s: %s", (_name, url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  test.each([
    ["a look-alike host suffix", "https://www.youtube.com.example.org/watch?v=dQw4w9WgXcQ"],
    ["a look-alike host prefix", "https://notyoutube.com/watch?v=dQw4w9WgXcQ"],
    ["youtu.be as a subdomain", "https://youtu.be.example.org/dQw4w9WgXcQ"],
    ["YouTube in the path of another host", "https://example.org/www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["YouTube as user info", "https://www.youtube.com@example.org/watch?v=dQw4w9WgXcQ"],
    ["another port", "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ"],
    ["a javascript: URL", "javascript:alert('https://youtu.be/dQw4w9WgXcQ')"],
    ["watch without v", "https://www.youtube.com/watch?list=PL123"],
    ["an id too short", "https://youtu.be/dQw4w9WgXc"],
    ["an id too long", "https://www.youtube.com/watch?v=dQw4w9WgXcQQ"],
    ["an id with other characters", "https://www.youtube.com/embed/dQw4w9W%3CcQ"],
    ["a channel page", "https://www.youtube.com/c/ridgeline"],
    ["a nested embed path", "https://www.youtube.com/embed/dQw4w9WgXcQ/extra"],
    ["an HLS stream", "https://video.example.com/trail/master.m3u8"],
    ["a relative path", "/media/trail.mp4"],
    ["not a URL", "youtube"],
  ])("rejects %s", (_name, url) => {
    expect(youTubeVideoId(url)).toBeUndefined();
  });
});

describe("youTubeEmbedUrl", () => {
  test("privacy-enhanced host, muted autoplay in a loop with controls", () => {
    const url = new URL(youTubeEmbedUrl("dQw4w9WgXcQ", { autoplay: true, loop: true, muted: true, controls: true }));
    expect(url.origin + url.pathname).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: "1",
      mute: "1",
      controls: "1",
      playsinline: "1",
      rel: "0",
      enablejsapi: "1",
      loop: "1",
      playlist: "dQw4w9WgXcQ",
    });
  });

  test("no autoplay, no loop, no controls", () => {
    const url = new URL(youTubeEmbedUrl("dQw4w9WgXcQ", { autoplay: false, loop: false, muted: false, controls: false }));
    expect(url.searchParams.get("autoplay")).toBe("0");
    expect(url.searchParams.get("mute")).toBe("0");
    expect(url.searchParams.get("controls")).toBe("0");
    expect(url.searchParams.has("loop")).toBe(false);
    expect(url.searchParams.has("playlist")).toBe(false);
  });
});

describe("usesThirdPartyPlayer", () => {
  const on: ThirdPartyPlayerSettings = { enabled: true, scriptUrl: "https://players.example.com/player.min.js" };
  const asset: CloudAsset = { cloudName: "ridgeline", publicId: "films/alpine-traverse" };

  test("the threshold is 30 seconds", () => expect(THIRD_PARTY_MIN_DURATION_SECONDS).toBe(30));

  test.each<[string, ThirdPartyPlayerSettings, CloudAsset | undefined, number | undefined, boolean]>([
    ["flag on, full asset, 95 s", on, asset, 95, true],
    ["just above 30 s", on, asset, 30.5, true],
    ["exactly 30 s", on, asset, 30, false],
    ["below 30 s", on, asset, 12, false],
    ["duration unknown", on, asset, undefined, false],
    ["flag off", { ...on, enabled: false }, asset, 95, false],
    ["flag on but no library URL configured", { enabled: true }, asset, 95, false],
    ["no asset", on, undefined, 95, false],
    ["no cloud name", on, { publicId: "films/alpine-traverse" }, 95, false],
    ["no public id", on, { cloudName: "ridgeline" }, 95, false],
    ["a blank cloud name", on, { cloudName: "  ", publicId: "films/alpine-traverse" }, 95, false],
  ])("%s: %s", (_name, settings, cloudAsset, duration, expected) => {
    expect(usesThirdPartyPlayer(settings, cloudAsset, duration)).toBe(expected);
  });
});

describe("isHlsUrl", () => {
  test.each([
    ["https://video.example.com/trail/master.m3u8", true],
    ["https://video.example.com/trail/MASTER.M3U8?token=abc", true],
    ["/media/trail/index.m3u8", true],
    ["https://video.example.com/trail.mp4", false],
    ["https://video.example.com/trail.mp4?format=m3u8", false],
    ["https://video.example.com/m3u8/trail.webm", false],
  ])("%s: %s", (url, expected) => {
    expect(isHlsUrl(url)).toBe(expected);
  });
});

describe("sourceForBreakpoint", () => {
  const all: VideoSources = { sm: { url: "s.mp4" }, md: { url: "m.mp4" }, lg: { url: "l.mp4" } };
  test.each<[string, VideoSources, "sm" | "md" | "lg" | undefined, string | undefined]>([
    ["its own", all, "md", "m.mp4"],
    ["large", all, "lg", "l.mp4"],
    ["unknown breakpoint (server): the smallest", all, undefined, "s.mp4"],
    ["missing md takes sm", { sm: { url: "s.mp4" }, lg: { url: "l.mp4" } }, "md", "s.mp4"],
    ["missing lg takes md", { sm: { url: "s.mp4" }, md: { url: "m.mp4" } }, "lg", "m.mp4"],
    ["only lg: every breakpoint takes it", { lg: { url: "l.mp4" } }, "sm", "l.mp4"],
    ["only md, at sm: the nearest larger", { md: { url: "m.mp4" } }, "sm", "m.mp4"],
    ["none", {}, "lg", undefined],
  ])("%s", (_name, sources, breakpoint, expected) => {
    expect(sourceForBreakpoint(sources, breakpoint)).toBe(expected);
  });
});

describe("isTrustedScriptUrl", () => {
  test.each([
    ["https://players.example.com/player.min.js", true],
    ["/vendor/player.js", true],
    ["http://players.example.com/player.min.js", false],
    ["//players.example.com/player.min.js", false],
    ["/\\players.example.com/player.min.js", false],
    ["javascript:alert(1)", false],
    ["data:text/javascript,alert(1)", false],
    ["player.js", false],
    ["", false],
    [undefined, false],
  ])("%s: %s", (url, expected) => {
    expect(isTrustedScriptUrl(url)).toBe(expected);
  });
});
