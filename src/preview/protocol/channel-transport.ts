import type { MessageCheck, PreviewMessageOf } from "./messages.ts";

/**
 * What both ends of the preview channel share. The windows are injected — a real `window`,
 * `iframe.contentWindow` and `window.parent` fit these shapes — so the channels are tested
 * without a browser. Received data is validated and only ever read as data: nothing evaluates
 * it or writes it into HTML.
 */

/** The part of a `MessageEvent` the channel reads. */
export interface MessageEventLike {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}
export type MessageListener = (event: MessageEventLike) => void;

/** The window that receives messages (this side's `window`). */
export interface MessageListenerTarget {
  addEventListener(type: "message", listener: MessageListener): void;
  removeEventListener(type: "message", listener: MessageListener): void;
}

/** The window that messages go to (the other side's window). */
export interface MessagePoster {
  postMessage(message: unknown, targetOrigin: string): void;
}

export type Warn = (message: string) => void;

export type SendOutcome = { sent: true } | { sent: false; reason: string };

export type ReadyMessage = PreviewMessageOf<"ready">;

export const PREFIX = "[ridgeline-preview]";

/** Warns in development only: outside Vite (`import.meta.env` unset) it is silent. */
export const developmentWarn: Warn = (message) => {
  if (import.meta.env?.DEV) console.warn(message);
};

/** Validates an outgoing message and posts it to exactly `targetOrigin`. */
export function post<M>(target: MessagePoster, targetOrigin: string, message: unknown, checker: (data: unknown) => MessageCheck<M>, warn: Warn): SendOutcome {
  const checked = checker(message);
  if (!checked.ok) {
    warn(`${PREFIX} did not send a message: ${checked.reason}`);
    return { sent: false, reason: checked.reason };
  }
  target.postMessage(message, targetOrigin);
  return { sent: true };
}
