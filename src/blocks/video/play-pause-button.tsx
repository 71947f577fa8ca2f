import { useCallback, useState } from "react";
import type { VideoLabels } from "./video-labels.ts";
import styles from "./video.module.css";

/**
 * The paused state of a player whose owner shows its own play/pause control: starts from the
 * `paused` property, follows it when it changes, and follows what the video really does (a
 * refused autoplay, a reduced-motion preference, the native controls).
 */
export function usePlayback(pausedProperty: boolean) {
  const [paused, setPaused] = useState(pausedProperty);
  const [property, setProperty] = useState(pausedProperty);
  if (property !== pausedProperty) {
    setProperty(pausedProperty);
    setPaused(pausedProperty);
  }
  const onPlayingChange = useCallback((playing: boolean) => setPaused(!playing), []);
  const toggle = useCallback(() => setPaused((now) => !now), []);
  return { paused, toggle, onPlayingChange };
}

/**
 * Pauses and plays a video that autoplays without controls (WCAG 2.2.2: moving content a
 * shopper can stop). Its name says what it does next.
 */
export function PlayPauseButton({ paused, onToggle, labels, className }: { paused: boolean; onToggle: () => void; labels: VideoLabels; className?: string }) {
  return (
    <button type="button" className={[styles.toggle, className].filter(Boolean).join(" ")} onClick={onToggle} aria-label={paused ? labels.play : labels.pause}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {paused ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
      </svg>
    </button>
  );
}
