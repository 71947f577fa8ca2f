import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { usePrefersReducedMotion } from "../../ui/use-media-query.ts";
import { PlayPauseButton, usePlayback } from "./play-pause-button.tsx";
import { videoLabels } from "./video-labels.ts";
import { VideoPlayer } from "./video-player.tsx";
import type { VideoProps } from "./schema.ts";
import styles from "./video.module.css";

/**
 * The video block. With its controls hidden it shows a play/pause button of its own; with
 * reduced motion preferred it does not autoplay and shows the controls.
 */
export default function Video(props: BlockComponentProps<VideoProps>) {
  const { blockId, media, cloudinaryAsset, duration, seoTitle, seoDescription, width, height, poster, captions, playerSettings } = props;
  const { page } = useEngine();
  const labels = videoLabels(page.localePath);
  const reducedMotion = usePrefersReducedMotion();
  const { paused, toggle, onPlayingChange } = usePlayback(props.paused);
  const ownToggle = playerSettings.hideControls && reducedMotion !== true;
  return (
    <div className={styles.block}>
      <VideoPlayer
        blockId={blockId}
        sources={media}
        poster={poster}
        captions={captions}
        title={seoTitle || labels.fallbackTitle}
        description={seoDescription}
        autoplay={playerSettings.autoplay}
        loop={playerSettings.loop}
        muted={playerSettings.muted}
        controls={!ownToggle}
        paused={paused}
        cloudAsset={cloudinaryAsset}
        duration={duration}
        width={width}
        height={height}
        onPlayingChange={onPlayingChange}
      />
      {ownToggle && <PlayPauseButton paused={paused} onToggle={toggle} labels={labels} />}
    </div>
  );
}
