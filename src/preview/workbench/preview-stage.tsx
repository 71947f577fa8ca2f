import type { RefObject } from "react";
import type { Breakpoint } from "../../engine/types.ts";
import { BREAKPOINT_WIDTHS } from "./preview-url.ts";
import styles from "./workbench.module.css";

export interface PreviewStageProps {
  frame: RefObject<HTMLIFrameElement | null>;
  src: string;
  breakpoint: Breakpoint;
}

/** The preview frame at the chosen breakpoint's width; a new URL gets a new frame. */
export function PreviewStage({ frame, src, breakpoint }: PreviewStageProps) {
  return (
    // A scroll container of its own (a wide breakpoint overflows): reachable by keyboard.
    <main className={styles.stage} tabIndex={0} aria-label="Preview stage">
      <iframe ref={frame} key={src} src={src} title="Preview" className={styles.frame} style={{ width: BREAKPOINT_WIDTHS[breakpoint] }} data-breakpoint={breakpoint} />
    </main>
  );
}
