// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { VideoPlayerConfigProvider, type VideoPlayerConfig } from "./player-config.tsx";
import { resetThirdPartyPlayerLoads } from "./third-party-player.ts";
import { VideoPlayer, type VideoPlayerProps } from "./video-player.tsx";

/** A stand-in for hls.js: records what the player does with it. */
const hls = vi.hoisted(() => {
  const instances: { attachMedia: ReturnType<typeof vi.fn>; loadSource: ReturnType<typeof vi.fn>; detachMedia: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn>; on: ReturnType<typeof vi.fn> }[] = [];
  return { instances, supported: true };
});

vi.mock("hls.js", () => {
  class Hls {
    static Events = { ERROR: "hlsError" };
    static isSupported = () => hls.supported;
    attachMedia = vi.fn();
    loadSource = vi.fn();
    detachMedia = vi.fn();
    destroy = vi.fn();
    on = vi.fn();
    constructor() {
      hls.instances.push(this);
    }
  }
  return { default: Hls };
});

let reducedMotion = false;
let play: ReturnType<typeof vi.fn<(element: HTMLMediaElement) => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<(element: HTMLMediaElement) => void>>;
let canPlayHlsNatively = false;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  reducedMotion = false;
  canPlayHlsNatively = false;
  hls.instances.length = 0;
  hls.supported = true;
  play = vi.fn((_element: HTMLMediaElement) => Promise.resolve());
  pause = vi.fn((_element: HTMLMediaElement) => {});
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    return play(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    pause(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockImplementation((type: string) =>
    canPlayHlsNatively && type === "application/vnd.apple.mpegurl" ? "maybe" : "",
  );
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion") ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  resetThirdPartyPlayerLoads();
  document.head.querySelectorAll("[data-third-party-player]").forEach((node) => node.remove());
  delete (window as { cloudinary?: unknown }).cloudinary;
});

const base: VideoPlayerProps = {
  blockId: "video-1",
  sources: { sm: { url: "https://video.example.com/trail.mp4" } },
  title: "Trail running in the Dolomites",
  autoplay: true,
  loop: true,
  muted: true,
  controls: true,
};

/** Lets promise callbacks and dynamic imports settle. */
async function settle() {
  for (let round = 0; round < 5; round++) await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
}

async function mount(element: ReactElement) {
  const result = render(element);
  await settle();
  return { ...result, video: result.container.querySelector("video")! };
}

describe("a plain file", () => {
  test("attaches the source, muted, and autoplays", async () => {
    const { video } = await mount(<VideoPlayer {...base} />);
    expect(video.getAttribute("src")).toBe("https://video.example.com/trail.mp4");
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.getAttribute("aria-label")).toBe("Trail running in the Dolomites");
    expect(play).toHaveBeenCalledTimes(1);
    expect(hls.instances).toHaveLength(0);
  });

  test("takes the source of the current breakpoint", async () => {
    window.matchMedia = ((query: string) => ({ matches: query === "(min-width: 768px)", addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    const { video } = await mount(<VideoPlayer {...base} sources={{ sm: { url: "/s.mp4" }, md: { url: "/m.mp4" }, lg: { url: "/l.mp4" } }} />);
    expect(video.getAttribute("src")).toBe("/m.mp4");
  });

  test("does not autoplay for shoppers who prefer reduced motion", async () => {
    reducedMotion = true;
    const onPlayingChange = vi.fn();
    await mount(<VideoPlayer {...base} onPlayingChange={onPlayingChange} />);
    expect(play).not.toHaveBeenCalled();
    expect(onPlayingChange).toHaveBeenCalledWith(false);
  });

  test("a rejected autoplay is caught and logged with the block id", async () => {
    play = vi.fn((_element: HTMLMediaElement) => Promise.reject(new DOMException("play() failed because the user didn't interact with the document first.", "NotAllowedError")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    expectConsole("warn", /\[video\] autoplay was rejected \(block video-1\): NotAllowedError: play\(\) failed/);
    const onPlayingChange = vi.fn();
    await mount(<VideoPlayer {...base} onPlayingChange={onPlayingChange} />);
    await settle();
    process.off("unhandledRejection", unhandled);
    expect(play).toHaveBeenCalledTimes(1);
    expect(onPlayingChange).toHaveBeenCalledWith(false);
    expect(unhandled).not.toHaveBeenCalled();
  });

  test("pauses when its paused property is set, plays when it is cleared", async () => {
    const { rerender } = await mount(<VideoPlayer {...base} />);
    expect(play).toHaveBeenCalledTimes(1);
    rerender(<VideoPlayer {...base} paused />);
    await settle();
    expect(pause).toHaveBeenCalledTimes(1);
    rerender(<VideoPlayer {...base} paused={false} />);
    await settle();
    expect(play).toHaveBeenCalledTimes(2);
  });

  test("starting paused: no autoplay", async () => {
    await mount(<VideoPlayer {...base} paused />);
    expect(play).not.toHaveBeenCalled();
  });

  test("reports play and pause events", async () => {
    const onPlayingChange = vi.fn();
    const { video } = await mount(<VideoPlayer {...base} autoplay={false} onPlayingChange={onPlayingChange} />);
    act(() => void video.dispatchEvent(new Event("play")));
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    act(() => void video.dispatchEvent(new Event("pause")));
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
  });

  test("the server renders the poster and no source", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<VideoPlayer {...base} poster="/media/hero-mountains.svg" />);
    expect(html).toContain('poster="/media/hero-mountains.svg"');
    expect(html).not.toContain("trail.mp4");
    expect(html).not.toContain("autoplay");
  });
});

describe("captions", () => {
  const captions = [
    { url: "/media/trail.en.vtt", srclang: "en", label: "English", default: true },
    { url: "/media/trail.fr.vtt", srclang: "fr-CA", label: "Français", default: false },
  ];
  const tracksOf = (root: ParentNode) =>
    [...root.querySelectorAll("video > track")].map((track) => ({
      kind: track.getAttribute("kind"),
      src: track.getAttribute("src"),
      srclang: track.getAttribute("srclang"),
      label: track.getAttribute("label"),
      default: track.hasAttribute("default"),
    }));

  test("each captions file is a <track kind=\"captions\"> of the native player", async () => {
    const { container } = await mount(<VideoPlayer {...base} captions={captions} />);
    expect(tracksOf(container)).toEqual([
      { kind: "captions", src: "/media/trail.en.vtt", srclang: "en", label: "English", default: true },
      { kind: "captions", src: "/media/trail.fr.vtt", srclang: "fr-CA", label: "Français", default: false },
    ]);
  });

  test("the server renders the tracks with the video (they need no script)", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<VideoPlayer {...base} captions={captions} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(tracksOf(container).map((track) => track.src)).toEqual(["/media/trail.en.vtt", "/media/trail.fr.vtt"]);
  });

  test("an HLS stream keeps its tracks", async () => {
    const { container } = await mount(<VideoPlayer {...base} sources={{ sm: { url: "https://video.example.com/trail/master.m3u8" } }} captions={captions} />);
    expect(hls.instances).toHaveLength(1);
    expect(tracksOf(container)).toHaveLength(2);
  });

  test("no captions: no track", async () => {
    const { container } = await mount(<VideoPlayer {...base} />);
    expect(container.querySelectorAll("track")).toHaveLength(0);
  });
});

describe("an HLS stream", () => {
  const stream = { ...base, sources: { sm: { url: "https://video.example.com/trail/master.m3u8" } } };

  test("without native HLS: hls.js attaches, and detaches and is destroyed on unmount", async () => {
    const { video, unmount } = await mount(<VideoPlayer {...stream} />);
    expect(hls.instances).toHaveLength(1);
    const instance = hls.instances[0]!;
    expect(instance.attachMedia).toHaveBeenCalledWith(video);
    expect(instance.loadSource).toHaveBeenCalledWith("https://video.example.com/trail/master.m3u8");
    expect(video.hasAttribute("src")).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    expect(instance.detachMedia).not.toHaveBeenCalled();
    unmount();
    expect(instance.detachMedia).toHaveBeenCalledTimes(1);
    expect(instance.destroy).toHaveBeenCalledTimes(1);
  });

  test("a fatal stream error is logged and reported as not playing", async () => {
    const onPlayingChange = vi.fn();
    await mount(<VideoPlayer {...stream} onPlayingChange={onPlayingChange} />);
    const [event, handler] = hls.instances[0]!.on.mock.calls[0] as [string, (event: string, data: { fatal: boolean; details: string }) => void];
    expect(event).toBe("hlsError");
    handler(event, { fatal: false, details: "fragLoadTimeOut" });
    expect(onPlayingChange).not.toHaveBeenCalledWith(false);
    expectConsole("warn", /\[video\] HLS playback failed \(block video-1\): manifestLoadError/);
    act(() => handler(event, { fatal: true, details: "manifestLoadError" }));
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
  });

  test("a new source destroys the old hls.js instance", async () => {
    const { rerender } = await mount(<VideoPlayer {...stream} />);
    rerender(<VideoPlayer {...stream} sources={{ sm: { url: "https://video.example.com/other/master.m3u8" } }} />);
    await settle();
    expect(hls.instances).toHaveLength(2);
    expect(hls.instances[0]!.destroy).toHaveBeenCalledTimes(1);
    expect(hls.instances[1]!.loadSource).toHaveBeenCalledWith("https://video.example.com/other/master.m3u8");
  });

  test("with native HLS (Safari): no hls.js, the stream is the source", async () => {
    canPlayHlsNatively = true;
    const { video } = await mount(<VideoPlayer {...stream} />);
    expect(hls.instances).toHaveLength(0);
    expect(video.getAttribute("src")).toBe("https://video.example.com/trail/master.m3u8");
  });

  test("a browser without MSE: logged, nothing attached", async () => {
    hls.supported = false;
    expectConsole("warn", /\[video\] this browser cannot play the HLS stream \(block video-1\)/);
    await mount(<VideoPlayer {...stream} />);
    expect(hls.instances).toHaveLength(0);
  });
});

describe("a YouTube link", () => {
  test("plays in the privacy-enhanced embed, with a title", async () => {
    const { container } = await mount(<VideoPlayer {...base} sources={{ sm: { url: "https://youtu.be/dQw4w9WgXcQ" } }} />);
    const frame = container.querySelector("iframe")!;
    expect(container.querySelector("video")).toBeNull();
    expect(frame.title).toBe("Trail running in the Dolomites");
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(src.searchParams.get("mute")).toBe("1");
  });

  test("no autoplay with reduced motion", async () => {
    reducedMotion = true;
    const { container } = await mount(<VideoPlayer {...base} sources={{ sm: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } }} />);
    expect(new URL(container.querySelector("iframe")!.src).searchParams.get("autoplay")).toBe("0");
  });

  test("the server renders no iframe (the motion preference is not known yet)", async () => {
    const { renderToString } = await import("react-dom/server");
    expect(renderToString(<VideoPlayer {...base} sources={{ sm: { url: "https://youtu.be/dQw4w9WgXcQ" } }} />)).not.toContain("<iframe");
  });
});

describe("the third-party player", () => {
  const config: VideoPlayerConfig = { thirdPartyPlayerEnabled: true, thirdPartyPlayerScriptUrl: "https://players.example.com/player.min.js" };
  const asset = { cloudName: "ridgeline", publicId: "films/alpine-traverse" };
  const withConfig = (element: ReactElement, value = config) => <VideoPlayerConfigProvider value={value}>{element}</VideoPlayerConfigProvider>;
  const script = () => document.head.querySelector<HTMLScriptElement>("script[data-third-party-player]");

  function fakeLibrary() {
    const player = { source: vi.fn(), dispose: vi.fn() };
    const videoPlayer = vi.fn(() => player);
    (window as { cloudinary?: unknown }).cloudinary = { videoPlayer };
    return { player, videoPlayer };
  }

  test("eligible (flag on, cloud name and public id, 95 s): loads the configured library and plays the asset", async () => {
    const { video, unmount } = await mount(withConfig(<VideoPlayer {...base} cloudAsset={asset} duration={95} />));
    expect(script()?.src).toBe("https://players.example.com/player.min.js");
    expect(script()?.async).toBe(true);
    const { player, videoPlayer } = fakeLibrary();
    await act(async () => void script()!.dispatchEvent(new Event("load")));
    await settle();
    expect(videoPlayer).toHaveBeenCalledWith(video, { cloudName: "ridgeline", loop: true, muted: true, controls: true, autoplay: false });
    expect(player.source).toHaveBeenCalledWith("films/alpine-traverse", { sourceTypes: ["hls"] });
    expect(video.hasAttribute("src")).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    unmount();
    expect(player.dispose).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["30 s or less", { cloudAsset: asset, duration: 30 }, config],
    ["no public id", { cloudAsset: { cloudName: "ridgeline" }, duration: 95 }, config],
    ["the flag off", { cloudAsset: asset, duration: 95 }, { ...config, thirdPartyPlayerEnabled: false }],
  ])("not eligible (%s): the plain player, no library", async (_name, extra, value) => {
    const { video } = await mount(withConfig(<VideoPlayer {...base} {...extra} />, value));
    expect(script()).toBeNull();
    expect(video.getAttribute("src")).toBe("https://video.example.com/trail.mp4");
  });

  test("a library that fails to load: logged, and the plain player takes over", async () => {
    expectConsole("warn", /\[video\] the third-party player did not load \(block video-1\); playing the plain video: .*failed to load/);
    const { container } = await mount(withConfig(<VideoPlayer {...base} cloudAsset={asset} duration={95} />));
    await act(async () => void script()!.dispatchEvent(new Event("error")));
    await settle();
    expect(container.querySelector("video")!.getAttribute("src")).toBe("https://video.example.com/trail.mp4");
  });
});
