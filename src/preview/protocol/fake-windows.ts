import type { MessageListener, MessageListenerTarget, MessagePoster } from "./channel.ts";

/**
 * Two windows — the workbench and the preview iframe inside it — wired as a browser wires them:
 * `postMessage` records the call, then, a microtask later (delivery is asynchronous), delivers a
 * structured clone to the other window only if `targetOrigin` is that window's origin, with the
 * sender's origin and window as `origin` and `source`. For channel tests, without a browser.
 */
export interface FakeWindow extends MessageListenerTarget {
  readonly origin: string;
  readonly listenerCount: number;
  /** Delivers a message as if any window had posted it: for foreign origins and sources. */
  receive(data: unknown, from: { origin: string; source: unknown }): void;
}

export interface PostedMessage {
  message: unknown;
  targetOrigin: string;
}

/** What one window holds of another: the handle to post to, and the record of what it posted. */
export interface WindowHandle extends MessagePoster {
  readonly posted: PostedMessage[];
}

function fakeWindow(origin: string): FakeWindow {
  const listeners = new Set<MessageListener>();
  return {
    origin,
    get listenerCount() {
      return listeners.size;
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    receive(data, { origin: from, source }) {
      for (const listener of [...listeners]) listener({ data, origin: from, source });
    },
  };
}

/** `sender`'s handle on `receiver`; messages it carries arrive with `source` = `senderHandle()`. */
function handle(sender: FakeWindow, receiver: FakeWindow, senderHandle: () => WindowHandle): WindowHandle {
  const posted: PostedMessage[] = [];
  return {
    posted,
    postMessage(message, targetOrigin) {
      posted.push({ message, targetOrigin });
      const data: unknown = structuredClone(message);
      void Promise.resolve().then(() => {
        if (targetOrigin === receiver.origin) receiver.receive(data, { origin: sender.origin, source: senderHandle() });
      });
    },
  };
}

export interface FakeFrames {
  /** The workbench's window (`self` of the workbench channel). */
  workbench: FakeWindow;
  /** The preview's window (`self` of the preview channel). */
  preview: FakeWindow;
  /** The iframe's `contentWindow`, as the workbench sees it (`target` of the workbench channel). */
  iframe: WindowHandle;
  /** `window.parent`, as the preview sees it (`target` of the preview channel). */
  parent: WindowHandle;
}

export function fakeFrames({ workbenchOrigin, previewOrigin }: { workbenchOrigin: string; previewOrigin: string }): FakeFrames {
  const workbench = fakeWindow(workbenchOrigin);
  const preview = fakeWindow(previewOrigin);
  const frames: FakeFrames = {
    workbench,
    preview,
    iframe: handle(workbench, preview, () => frames.parent),
    parent: handle(preview, workbench, () => frames.iframe),
  };
  return frames;
}

/** Lets queued deliveries (and what they trigger) happen. */
export async function deliverAll(): Promise<void> {
  for (let round = 0; round < 10; round++) await Promise.resolve();
}
