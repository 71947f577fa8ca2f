/**
 * The video block's rules (content spec §4, §9) as pure functions: which player plays a source,
 * how a YouTube link is recognised and embedded, which source a breakpoint gets.
 */

import type { Breakpoint } from "../../engine/types.ts";

/** The third-party player only plays videos longer than this (spec §9), in seconds. */
export const THIRD_PARTY_MIN_DURATION_SECONDS = 30;

export interface CloudAsset {
  cloudName?: string;
  publicId?: string;
}

export interface ThirdPartyPlayerSettings {
  /** The feature flag. */
  enabled: boolean;
  /** Where the player library comes from (configuration); no URL, no player. */
  scriptUrl?: string;
}

/**
 * Spec §4: the third-party player only when its flag is on, the asset has a cloud name and a
 * public id, and the duration exceeds 30 seconds. Without a configured library URL it cannot load.
 */
export function usesThirdPartyPlayer(settings: ThirdPartyPlayerSettings, asset: CloudAsset | undefined, duration: number | undefined): boolean {
  return (
    settings.enabled &&
    Boolean(settings.scriptUrl) &&
    Boolean(asset?.cloudName?.trim()) &&
    Boolean(asset?.publicId?.trim()) &&
    typeof duration === "number" &&
    duration > THIRD_PARTY_MIN_DURATION_SECONDS
  );
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
/** Path prefixes whose next segment is the video id. */
const ID_PATHS = new Set(["embed", "shorts", "live", "v"]);

/**
 * The YouTube video id of a link, or `undefined` when it is not one: `youtube.com/watch?v=…`,
 * `youtube.com/shorts/…`, `youtube.com/embed/…` (also `m.` and `youtube-nocookie.com`),
 * `youtu.be/…`. Hosts are compared exactly, so `youtube.com.example.org` or
 * `notyoutube.com` are not YouTube.
 */
export function youTubeVideoId(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") id = segments.length === 1 ? segments[0] : undefined;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length === 2 && ID_PATHS.has(segments[0]!)) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

export interface EmbedSettings {
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
  controls: boolean;
}

/** The privacy-enhanced embed URL (youtube-nocookie.com) of a video, with the player settings. */
export function youTubeEmbedUrl(id: string, settings: EmbedSettings): string {
  const query = new URLSearchParams({
    autoplay: settings.autoplay ? "1" : "0",
    mute: settings.muted ? "1" : "0",
    controls: settings.controls ? "1" : "0",
    playsinline: "1",
    rel: "0",
    // Lets the block pause the video (postMessage commands).
    enablejsapi: "1",
  });
  // A single video loops only as a playlist of itself.
  if (settings.loop) {
    query.set("loop", "1");
    query.set("playlist", id);
  }
  return `https://www.youtube-nocookie.com/embed/${id}?${query.toString()}`;
}

export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** An HLS stream: the path ends in `.m3u8` (the query does not count). */
export function isHlsUrl(raw: string): boolean {
  try {
    return new URL(raw.trim(), "https://storefront.invalid").pathname.toLowerCase().endsWith(".m3u8");
  } catch {
    return false;
  }
}

export type VideoSources = Partial<Record<Breakpoint, { url: string } | undefined>>;

const ORDER: readonly Breakpoint[] = ["sm", "md", "lg"];

/**
 * The source for a breakpoint: its own, else the nearest smaller one, else the nearest larger
 * one (a missing breakpoint takes the next smaller one, as section margins do). Before the
 * breakpoint is known (server), the smallest.
 */
export function sourceForBreakpoint(sources: VideoSources, breakpoint: Breakpoint | undefined): string | undefined {
  const at = ORDER.indexOf(breakpoint ?? "sm");
  for (let index = at; index >= 0; index--) {
    const url = sources[ORDER[index]!]?.url;
    if (url) return url;
  }
  for (let index = at + 1; index < ORDER.length; index++) {
    const url = sources[ORDER[index]!]?.url;
    if (url) return url;
  }
  return undefined;
}

/** A URL a script may be loaded from: https, or a path on the storefront itself. */
export function isTrustedScriptUrl(raw: string | undefined): raw is string {
  if (!raw) return false;
  const url = raw.trim();
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return true;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}
