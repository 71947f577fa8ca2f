import { HELLO_INTERVAL_MS, READY_TIMEOUT_MS } from "./limits.ts";
import { createMessageHandlers } from "./message-handlers.ts";
import { checkPreviewMessage, checkWorkbenchMessage, withEnvelope, type PreviewMessage, type PreviewMessageOf, type WorkbenchMessageBody } from "./messages.ts";
import { parseOrigin } from "./origins.ts";
import { developmentWarn, post, PREFIX, type MessageListener, type MessageListenerTarget, type MessagePoster, type ReadyMessage, type SendOutcome, type Warn } from "./channel-transport.ts";

export interface WorkbenchChannelOptions {
  /** The workbench's own window: listens for its "message" events. */
  self: MessageListenerTarget;
  /** The preview iframe's `contentWindow`: messages go there, and only its messages are read. */
  target: MessagePoster;
  /** The preview's exact origin, e.g. `new URL(iframe.src).origin`. Throws if it is not one. */
  previewOrigin: string;
  /** Time between two `hello`s until `ready`. Defaults to 250 ms. */
  helloIntervalMs?: number;
  /** Stop sending `hello` and reject `ready` after this long. Defaults to 10 000 ms. */
  readyTimeoutMs?: number;
  /** Says why a message was ignored or not sent. Defaults to `console.warn` in development, silent otherwise. */
  warn?: Warn;
}

export interface WorkbenchChannel {
  /** Settles with the preview's `ready` for the current handshake; rejects on timeout or close. */
  readonly ready: Promise<ReadyMessage>;
  /** True once the preview answered `ready` (and until `reconnect` or `close`). */
  readonly connected: boolean;
  /** Posts to the preview origin only; not sent (with the reason) before `ready` or if invalid. */
  send(body: Exclude<WorkbenchMessageBody, { type: "hello" }>): SendOutcome;
  /** Subscribes to a message type from the preview (`ready` fires on every `ready`); returns the unsubscribe. */
  on<T extends PreviewMessage["type"]>(type: T, handler: (message: PreviewMessageOf<T>) => void): () => void;
  /** Starts a new handshake, e.g. after the iframe navigated: the new page waits for `hello`. */
  reconnect(): Promise<ReadyMessage>;
  /** Removes the listener and stops the handshake; `ready` rejects if still pending. */
  close(): void;
}

/**
 * The workbench's end of the preview protocol (the editor's window, parent of the preview
 * iframe). Says hello at once and every `helloIntervalMs` until the preview answers `ready`.
 */
export function createWorkbenchChannel(options: WorkbenchChannelOptions): WorkbenchChannel {
  const { self, target, helloIntervalMs = HELLO_INTERVAL_MS, readyTimeoutMs = READY_TIMEOUT_MS, warn = developmentWarn } = options;
  const previewOrigin = parseOrigin(options.previewOrigin);
  const handlers = createMessageHandlers<PreviewMessage>();
  let connected = false;
  let closed = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let pending: { resolve: (ready: ReadyMessage) => void; reject: (error: Error) => void } | undefined;
  let ready: Promise<ReadyMessage>;

  const sendHello = () => void post(target, previewOrigin, withEnvelope({ type: "hello" }), checkWorkbenchMessage, warn);

  function finishHandshake(outcome: { ready: ReadyMessage } | { error: Error }) {
    clearInterval(interval);
    clearTimeout(timeout);
    const settling = pending;
    pending = undefined;
    if ("ready" in outcome) settling?.resolve(outcome.ready);
    else settling?.reject(outcome.error);
  }

  function startHandshake(): Promise<ReadyMessage> {
    finishHandshake({ error: new Error("the preview handshake was restarted") });
    connected = false;
    ready = new Promise((resolve, reject) => (pending = { resolve, reject }));
    // A caller that only uses `on("ready")` need not handle a timeout: it is warned as well.
    ready.catch(() => {});
    // Timers first: a `ready` answering the first hello clears them.
    interval = setInterval(sendHello, helloIntervalMs);
    timeout = setTimeout(() => {
      const message = `the preview at ${previewOrigin} did not answer hello within ${readyTimeoutMs} ms`;
      warn(`${PREFIX} ${message}`);
      finishHandshake({ error: new Error(message) });
    }, readyTimeoutMs);
    sendHello();
    return ready;
  }

  const listener: MessageListener = (event) => {
    const ignore = (reason: string) => warn(`${PREFIX} ignored a message from ${event.origin}: ${reason}`);
    if (event.origin !== previewOrigin) return ignore(`not the preview origin (${previewOrigin})`);
    if (event.source !== target) return ignore("not sent by the preview iframe");
    const checked = checkPreviewMessage(event.data);
    if (!checked.ok) return ignore(checked.reason);
    if (checked.message.type === "ready") {
      connected = true;
      finishHandshake({ ready: checked.message });
    }
    handlers.emit(checked.message);
  };

  self.addEventListener("message", listener);
  startHandshake();

  return {
    get ready() {
      return ready;
    },
    get connected() {
      return connected;
    },
    send(body) {
      if (closed) return { sent: false, reason: "the channel is closed" };
      if (!connected) return { sent: false, reason: "not connected: the preview has not answered hello yet" };
      return post(target, previewOrigin, withEnvelope(body), checkWorkbenchMessage, warn);
    },
    on: handlers.on,
    reconnect() {
      if (closed) return Promise.reject(new Error("the channel is closed"));
      return startHandshake();
    },
    close() {
      if (closed) return;
      closed = true;
      connected = false;
      self.removeEventListener("message", listener);
      finishHandshake({ error: new Error("the channel is closed") });
      handlers.clear();
    },
  };
}
