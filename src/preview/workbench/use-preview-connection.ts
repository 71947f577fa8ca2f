import { useEffect, useRef, useState, type RefObject } from "react";
import { createWorkbenchChannel, type WorkbenchChannel } from "../protocol/channel.ts";
import type { PreviewMessageOf } from "../protocol/messages.ts";

export type ReadyState = PreviewMessageOf<"ready">;
export type ScrollState = Omit<PreviewMessageOf<"scroll">, "protocol" | "version" | "type">;

export interface PreviewConnection {
  /** The preview's page and outline once it answered the handshake (again after each reload). */
  ready: ReadyState | undefined;
  /** The channel to the preview; undefined until the frame has loaded. */
  channel: WorkbenchChannel | undefined;
  failed: string | undefined;
}

/**
 * The workbench's connection to the preview frame: a channel per loaded page (a new page after
 * a reload waits for a new handshake), closed when the frame or the workbench goes away.
 */
export function usePreviewConnection(frame: RefObject<HTMLIFrameElement | null>, previewOrigin: string, src: string): PreviewConnection {
  const [ready, setReady] = useState<ReadyState>();
  const [failed, setFailed] = useState<string>();
  const [channel, setChannel] = useState<WorkbenchChannel>();
  const current = useRef<WorkbenchChannel | undefined>(undefined);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const connect = () => {
      current.current?.close();
      setReady(undefined);
      setFailed(undefined);
      if (!element.contentWindow) return;
      const next = createWorkbenchChannel({ self: window, target: element.contentWindow, previewOrigin });
      current.current = next;
      next.on("ready", (message) => setReady(message));
      next.ready.catch((error: Error) => {
        if (current.current === next) setFailed(error.message);
      });
      setChannel(next);
    };
    // The server-rendered frame may have loaded before this effect: say hello now (it is repeated
    // until the preview answers), and again whenever the frame loads a page.
    connect();
    element.addEventListener("load", connect);
    return () => {
      element.removeEventListener("load", connect);
      current.current?.close();
      current.current = undefined;
    };
  }, [frame, previewOrigin, src]);

  return { ready, channel, failed };
}
