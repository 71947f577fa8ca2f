import { createMessageHandlers } from "./message-handlers.ts";
import { checkPreviewMessage, checkWorkbenchMessage, withEnvelope, type PreviewMessageBody, type ReadyPayload, type WorkbenchMessage, type WorkbenchMessageOf } from "./messages.ts";
import { isAllowedOrigin } from "./origins.ts";
import { developmentWarn, post, PREFIX, type MessageListener, type MessageListenerTarget, type MessagePoster, type SendOutcome, type Warn } from "./channel-transport.ts";

export interface PreviewChannelOptions {
  /** The preview's own window: listens for its "message" events. */
  self: MessageListenerTarget;
  /** `window.parent`: the only window whose messages are read, and the only one posted to. */
  target: MessagePoster;
  /** Workbench origins allowed to connect: `parseAllowedOrigins(PREVIEW_ALLOWED_ORIGINS)`. */
  allowedOrigins: readonly string[];
  /** The `ready` payload, asked for on every accepted `hello`. */
  describe: () => ReadyPayload;
  /** Says why a message was ignored or not sent. Defaults to `console.warn` in development, silent otherwise. */
  warn?: Warn;
}

export interface PreviewChannel {
  /** The workbench origin that completed the handshake; `undefined` before it. */
  readonly workbenchOrigin: string | undefined;
  /** Posts to the connected workbench origin only; nothing is sent (and the reason is returned) before the handshake. */
  send(body: PreviewMessageBody): SendOutcome;
  /** Subscribes to a message type from the workbench (`hello` fires after `ready` was sent); returns the unsubscribe. */
  on<T extends WorkbenchMessage["type"]>(type: T, handler: (message: WorkbenchMessageOf<T>) => void): () => void;
  /** Removes the listener; nothing is sent afterwards. */
  close(): void;
}

/**
 * The preview's end of the preview protocol (the storefront page inside the workbench's
 * iframe). Silent until an allowed workbench, from `window.parent`, says hello.
 */
export function createPreviewChannel(options: PreviewChannelOptions): PreviewChannel {
  const { self, target, allowedOrigins, describe, warn = developmentWarn } = options;
  const handlers = createMessageHandlers<WorkbenchMessage>();
  let workbenchOrigin: string | undefined;
  let closed = false;

  const listener: MessageListener = (event) => {
    const ignore = (reason: string) => warn(`${PREFIX} ignored a message from ${event.origin}: ${reason}`);
    if (target === (self as unknown)) return ignore("the preview is not in a frame");
    if (event.source !== target) return ignore("not sent by the parent window");
    if (workbenchOrigin === undefined && !isAllowedOrigin(event.origin, allowedOrigins)) {
      return ignore(`origin not allowed (PREVIEW_ALLOWED_ORIGINS: ${allowedOrigins.join(", ") || "empty"})`);
    }
    if (workbenchOrigin !== undefined && event.origin !== workbenchOrigin) return ignore(`not the connected workbench (${workbenchOrigin})`);
    const checked = checkWorkbenchMessage(event.data);
    if (!checked.ok) return ignore(checked.reason);
    if (checked.message.type === "hello") {
      const answered = post(target, event.origin, withEnvelope({ type: "ready", ...describe() }), checkPreviewMessage, warn);
      if (!answered.sent) return;
      workbenchOrigin = event.origin;
    } else if (workbenchOrigin === undefined) {
      return ignore(`"${checked.message.type}" before the handshake (expected hello)`);
    }
    handlers.emit(checked.message);
  };

  self.addEventListener("message", listener);

  return {
    get workbenchOrigin() {
      return workbenchOrigin;
    },
    send(body) {
      if (closed) return { sent: false, reason: "the channel is closed" };
      if (workbenchOrigin === undefined) return { sent: false, reason: "not connected: no workbench has said hello" };
      return post(target, workbenchOrigin, withEnvelope(body), checkPreviewMessage, warn);
    },
    on: handlers.on,
    close() {
      closed = true;
      workbenchOrigin = undefined;
      self.removeEventListener("message", listener);
      handlers.clear();
    },
  };
}
