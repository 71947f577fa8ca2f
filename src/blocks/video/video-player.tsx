import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import type { CaptionTrack } from "./caption-tracks.ts";
import { useBreakpoint } from "../../ui/use-breakpoint.ts";
import { usePrefersReducedMotion } from "../../ui/use-media-query.ts";
import { useVideoPlayerConfig } from "./player-config.tsx";
import { loadThirdPartyPlayerLibrary } from "./third-party-player.ts";
import {
  isHlsUrl,
  sourceForBreakpoint,
  usesThirdPartyPlayer,
  YOUTUBE_EMBED_ORIGIN,
  youTubeEmbedUrl,
  youTubeVideoId,
  type CloudAsset,
  type VideoSources,
} from "./video-rules.ts";
import styles from "./video.module.css";

const HLS_MIME = "application/vnd.apple.mpegurl";

export interface VideoPlayerProps {
  /** Named in logs (a rejected autoplay, a failed library). */
  blockId: string;
  /** A URL per breakpoint: a file, an HLS stream (`.m3u8`) or a YouTube link. */
  sources: VideoSources;
  poster?: string;
  /** Captions files, as `<track kind="captions">` of the native player (YouTube shows its own). */
  captions?: readonly CaptionTrack[];
  /** The accessible name of the player (the iframe's title for YouTube). */
  title: string;
  description?: string;
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
  controls: boolean;
  /** Set: the video pauses; cleared again: it plays. */
  paused?: boolean;
  cloudAsset?: CloudAsset;
  /** In seconds. */
  duration?: number;
  /** Intrinsic size, for the aspect ratio (16:9 when unknown). */
  width?: number;
  height?: number;
  /** Cover the positioned parent instead of keeping the aspect ratio (hero backgrounds). */
  fill?: boolean;
  className?: string;
  /** The video started or stopped playing; `false` also when it does not start by itself. */
  onPlayingChange?: (playing: boolean) => void;
}

/**
 * One video, played the way its source needs: a YouTube link in the privacy-enhanced embed; an
 * eligible cloud asset in the third-party player (spec §4); an HLS stream natively where the
 * browser can, else through hls.js (loaded only then); anything else natively.
 *
 * Autoplay (muted) waits for the browser: it never starts for shoppers who prefer reduced
 * motion, and a refused `play()` is logged, never left unhandled. The server renders the poster
 * only; sources attach after hydration.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { sources, cloudAsset, duration, width, height, fill, className } = props;
  const breakpoint = useBreakpoint();
  const reducedMotion = usePrefersReducedMotion();
  const config = useVideoPlayerConfig();
  const [thirdPartyFailed, setThirdPartyFailed] = useState(false);

  const url = sourceForBreakpoint(sources, breakpoint);
  const thirdParty =
    !thirdPartyFailed && usesThirdPartyPlayer({ enabled: config.thirdPartyPlayerEnabled, scriptUrl: config.thirdPartyPlayerScriptUrl }, cloudAsset, duration);
  const youTubeId = !thirdParty && url ? youTubeVideoId(url) : undefined;

  const classes = [styles.player, fill ? styles.fill : "", className].filter(Boolean).join(" ");
  const style: CSSProperties | undefined = fill ? undefined : { aspectRatio: `${width ?? 16} / ${height ?? 9}` };
  const known = breakpoint !== undefined && reducedMotion !== undefined;

  if (youTubeId) {
    return (
      <div className={classes} style={style}>
        {known && <YouTubeEmbed {...props} id={youTubeId} reducedMotion={reducedMotion} />}
      </div>
    );
  }
  return (
    <div className={classes} style={style}>
      <HtmlVideo
        {...props}
        url={url}
        known={known}
        reducedMotion={reducedMotion === true}
        thirdParty={thirdParty ? { asset: cloudAsset!, scriptUrl: config.thirdPartyPlayerScriptUrl!, stylesUrl: config.thirdPartyPlayerStylesUrl } : undefined}
        onThirdPartyFailed={() => setThirdPartyFailed(true)}
      />
    </div>
  );
}

/** An error's name and message for a log line (DOMExceptions are not always `instanceof Error`). */
function describeError(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return typeof name === "string" && name !== "Error" ? `${name}: ${String(message)}` : String(message);
  }
  return String(error);
}

/** Runs `effect` when `value` changes after the first render (not on mount, StrictMode-safe). */
function useOnChange<T>(value: T, effect: (value: T) => void): void {
  const previous = useRef(value);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    latest.current(value);
  }, [value]);
}

function YouTubeEmbed({ id, title, autoplay, loop, muted, controls, paused = false, reducedMotion }: VideoPlayerProps & { id: string; reducedMotion: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The embed URL keeps the first state: changing it would reload the frame.
  const [startPaused] = useState(paused);
  useOnChange(paused, (now) => {
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: "command", func: now ? "pauseVideo" : "playVideo", args: [] }), YOUTUBE_EMBED_ORIGIN);
  });
  const src = youTubeEmbedUrl(id, { autoplay: autoplay && !reducedMotion && !startPaused, loop, muted, controls: controls || reducedMotion });
  return (
    <iframe
      ref={frame}
      className={styles.media}
      src={src}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

interface HtmlVideoProps extends VideoPlayerProps {
  url: string | undefined;
  /** Breakpoint and motion preference are known (after hydration): sources may attach. */
  known: boolean;
  reducedMotion: boolean;
  thirdParty?: { asset: CloudAsset; scriptUrl: string; stylesUrl?: string };
  onThirdPartyFailed: () => void;
}

function HtmlVideo(props: HtmlVideoProps) {
  const { blockId, url, known, thirdParty, poster, captions = [], title, description, loop, muted, controls, paused = false, width, height, onPlayingChange, onThirdPartyFailed } = props;
  const video = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();

  // What the source effect reads when a source is ready, without re-attaching it on change.
  const latest = useRef({ paused, autoplay: props.autoplay && !props.reducedMotion, onPlayingChange });
  useEffect(() => {
    latest.current = { paused, autoplay: props.autoplay && !props.reducedMotion, onPlayingChange };
  });

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const play = (element: HTMLVideoElement, what: "autoplay" | "play" = "autoplay") => {
    // A browser may refuse autoplay (policy, power saving): log it and carry on.
    Promise.resolve()
      .then(() => element.play())
      .catch((error: unknown) => {
        console.warn(`[video] ${what} was rejected (block ${blockId}):`, describeError(error));
        latest.current.onPlayingChange?.(false);
      });
  };
  const playRef = useRef(play);
  useEffect(() => {
    playRef.current = play;
  });

  const cloudName = thirdParty?.asset.cloudName;
  const publicId = thirdParty?.asset.publicId;
  const scriptUrl = thirdParty?.scriptUrl;
  const stylesUrl = thirdParty?.stylesUrl;

  useEffect(() => {
    const element = video.current;
    if (!element || !known) return;
    element.muted = muted;
    let cancelled = false;
    let release = () => {};
    const ready = () => {
      if (cancelled) return;
      if (latest.current.autoplay && !latest.current.paused) playRef.current(element);
      else latest.current.onPlayingChange?.(false);
    };

    if (scriptUrl && cloudName && publicId) {
      loadThirdPartyPlayerLibrary(scriptUrl, stylesUrl).then(
        (library) => {
          if (cancelled) return;
          const player = library.videoPlayer(element, { cloudName, loop, muted, controls, autoplay: false });
          player.source(publicId, { sourceTypes: ["hls"] });
          release = () => player.dispose?.();
          ready();
        },
        (error: unknown) => {
          if (cancelled) return;
          console.warn(`[video] the third-party player did not load (block ${blockId}); playing the plain video:`, describeError(error));
          onThirdPartyFailed();
        },
      );
    } else if (url && isHlsUrl(url) && element.canPlayType(HLS_MIME) === "") {
      // Only here is hls.js downloaded: browsers with native HLS (Safari) never fetch it.
      import("hls.js").then(
        ({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            console.warn(`[video] this browser cannot play the HLS stream (block ${blockId})`);
            return;
          }
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            console.warn(`[video] HLS playback failed (block ${blockId}): ${data.details}`);
            latest.current.onPlayingChange?.(false);
          });
          hls.attachMedia(element);
          hls.loadSource(url);
          release = () => {
            hls.detachMedia();
            hls.destroy();
          };
          ready();
        },
        (error: unknown) => {
          if (!cancelled) console.warn(`[video] hls.js did not load (block ${blockId}):`, describeError(error));
        },
      );
    } else if (url) {
      element.src = url;
      release = () => {
        element.removeAttribute("src");
        element.load();
      };
      ready();
    }
    return () => {
      cancelled = true;
      release();
    };
    // loop, muted and controls are attributes React keeps up to date; the player reads them once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, url, scriptUrl, stylesUrl, cloudName, publicId, blockId]);

  useOnChange(paused, (now) => {
    const element = video.current;
    if (!element) return;
    if (now) element.pause();
    else play(element, "play");
  });

  return (
    <>
      <video
        ref={video}
        className={styles.media}
        poster={poster}
        width={width}
        height={height}
        playsInline
        loop={loop}
        muted={muted}
        controls={controls}
        preload="metadata"
        aria-label={title}
        aria-describedby={description ? descriptionId : undefined}
        onPlay={() => onPlayingChange?.(true)}
        onPause={() => onPlayingChange?.(false)}
      >
        {captions.map((track) => (
          <track key={`${track.srclang}:${track.url}`} kind="captions" src={track.url} srcLang={track.srclang} label={track.label} default={track.default} />
        ))}
      </video>
      {description && (
        <p id={descriptionId} className="visually-hidden">
          {description}
        </p>
      )}
    </>
  );
}
