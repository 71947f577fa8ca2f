import { createContext, useContext, type ReactNode } from "react";

/**
 * Configuration of the video players: the third-party (Cloudinary-style) player's feature flag
 * and library URLs. Configuration, never content: a page cannot point the storefront at a
 * script. Like the other feature flags, the values are environment variables read once by the
 * storefront's configuration (server/config.ts, which refuses an untrusted script URL); the
 * layout's loader hands them to the browser and `VideoPlayerConfigProvider` brings them to every
 * video. Without a provider the third-party player is off.
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

export const DEFAULT_VIDEO_PLAYER_CONFIG: VideoPlayerConfig = { thirdPartyPlayerEnabled: false };

const VideoPlayerConfigContext = createContext<VideoPlayerConfig>(DEFAULT_VIDEO_PLAYER_CONFIG);

export function VideoPlayerConfigProvider({ value, children }: { value: VideoPlayerConfig; children: ReactNode }) {
  return <VideoPlayerConfigContext.Provider value={value}>{children}</VideoPlayerConfigContext.Provider>;
}

export function useVideoPlayerConfig(): VideoPlayerConfig {
  return useContext(VideoPlayerConfigContext);
}
