import { createContext, useContext, type ReactNode } from "react";
import { isTrustedScriptUrl } from "./video-rules.ts";

/**
 * Configuration of the video players: the third-party (Cloudinary-style) player's feature flag
 * and library URLs. Configuration, never content: a page cannot point the storefront at a
 * script. Like the other feature flags (`FEATURE_CLIENT_INGEST` in server/fapi-ingest.ts), the
 * values are environment variables read on the server; the layout's loader hands them to the
 * browser and `VideoPlayerConfigProvider` brings them to every video. Without a provider the
 * third-party player is off.
 *
 * | variable | meaning |
 * |---|---|
 * | `FEATURE_THIRD_PARTY_VIDEO_PLAYER` | `true` or `1` turns the flag on |
 * | `THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL` | the library script (https, or a path on the storefront) |
 * | `THIRD_PARTY_VIDEO_PLAYER_STYLES_URL` | its stylesheet, optional |
 */
export interface VideoPlayerConfig {
  thirdPartyPlayerEnabled: boolean;
  thirdPartyPlayerScriptUrl?: string;
  thirdPartyPlayerStylesUrl?: string;
}

export const THIRD_PARTY_VIDEO_PLAYER_FLAG = "FEATURE_THIRD_PARTY_VIDEO_PLAYER";
export const THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL = "THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL";
export const THIRD_PARTY_VIDEO_PLAYER_STYLES_URL = "THIRD_PARTY_VIDEO_PLAYER_STYLES_URL";

export const DEFAULT_VIDEO_PLAYER_CONFIG: VideoPlayerConfig = { thirdPartyPlayerEnabled: false };

const isOn = (value: string | undefined) => value === "true" || value === "1";
const trusted = (url: string | undefined) => (isTrustedScriptUrl(url) ? url.trim() : undefined);

/** The configuration from an environment (server only: pass `process.env`). Untrusted URLs are dropped. */
export function videoPlayerConfigFromEnv(env: Record<string, string | undefined>): VideoPlayerConfig {
  return {
    thirdPartyPlayerEnabled: isOn(env[THIRD_PARTY_VIDEO_PLAYER_FLAG]),
    thirdPartyPlayerScriptUrl: trusted(env[THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL]),
    thirdPartyPlayerStylesUrl: trusted(env[THIRD_PARTY_VIDEO_PLAYER_STYLES_URL]),
  };
}

const VideoPlayerConfigContext = createContext<VideoPlayerConfig>(DEFAULT_VIDEO_PLAYER_CONFIG);

export function VideoPlayerConfigProvider({ value, children }: { value: VideoPlayerConfig; children: ReactNode }) {
  return <VideoPlayerConfigContext.Provider value={value}>{children}</VideoPlayerConfigContext.Provider>;
}

export function useVideoPlayerConfig(): VideoPlayerConfig {
  return useContext(VideoPlayerConfigContext);
}
