import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { createWorkbenchChannel, type MessageListenerTarget, type MessagePoster, type WorkbenchChannelOptions } from "./channel.ts";
import { deliverAll, fakeFrames } from "./fake-windows.ts";
import { heroFields, previewMessages } from "./message-fixtures.ts";
import { withEnvelope } from "./messages.ts";

const WORKBENCH = "https://cms.example.com";
const PREVIEW = "https://preview.example.com";

/** The workbench end alone; the test plays the preview (and strangers) by delivering messages. */
function workbenchScenario(options: Partial<WorkbenchChannelOptions> = {}) {
  const frames = fakeFrames({ workbenchOrigin: WORKBENCH, previewOrigin: PREVIEW });
  const warnings: string[] = [];
  const channel = createWorkbenchChannel({
    self: frames.workbench,
    target: frames.iframe,
    previewOrigin: PREVIEW,
    warn: (message) => void warnings.push(message),
    ...options,
  });
  const fromPreview = (data: unknown) => frames.workbench.receive(data, { origin: PREVIEW, source: frames.iframe });
  return { frames, warnings, channel, fromPreview };
}

const { ready } = previewMessages();
const draft = { type: "draft", blockId: "hero-1", path: "sections[0].items[0]", fields: heroFields(), revision: 1 } as const;

describe("createWorkbenchChannel", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("fits a real window and iframe.contentWindow", () => {
    expectTypeOf<Window>().toExtend<MessageListenerTarget>();
    expectTypeOf<Window>().toExtend<MessagePoster>();
  });

  it("says hello at once, to exactly the preview origin", () => {
    const { frames, channel } = workbenchScenario({ previewOrigin: "HTTPS://Preview.Example.com/" });
    expect(frames.iframe.posted).toEqual([{ message: withEnvelope({ type: "hello" }), targetOrigin: PREVIEW }]);
    expect(channel.connected).toBe(false);
  });

  it.each(["*", "null", "https://preview.example.com/en-us/home", "preview.example.com"])("refuses the preview origin %s", (previewOrigin) => {
    expect(() => workbenchScenario({ previewOrigin })).toThrow(/is not an origin/);
  });

  it("resolves ready with the preview's ready, and tells every ready to on('ready')", async () => {
    const { channel, fromPreview } = workbenchScenario();
    const onReady = vi.fn();
    channel.on("ready", onReady);
    fromPreview(ready);
    await expect(channel.ready).resolves.toEqual(ready);
    fromPreview(ready);
    expect(onReady).toHaveBeenCalledTimes(2);
  });

  it.each([
    { name: "a foreign origin", origin: "https://evil.example", source: "iframe", data: ready, reason: /from https:\/\/evil\.example: not the preview origin \(https:\/\/preview\.example\.com\)/ },
    { name: "the workbench's own origin", origin: WORKBENCH, source: "iframe", data: ready, reason: /not the preview origin/ },
    { name: "the preview origin, another window", origin: PREVIEW, source: "other", data: ready, reason: /not sent by the preview iframe/ },
    { name: "the preview origin, no window", origin: PREVIEW, source: null, data: ready, reason: /not sent by the preview iframe/ },
    { name: "another protocol", origin: PREVIEW, source: "iframe", data: { type: "ready" }, reason: /not a ridgeline-preview message/ },
    { name: "another version", origin: PREVIEW, source: "iframe", data: { ...ready, version: 2 }, reason: /unsupported protocol version "2"/ },
    { name: "a malformed ready", origin: PREVIEW, source: "iframe", data: { ...ready, blocks: "all" }, reason: /invalid "ready" message: blocks/ },
    { name: "a string", origin: PREVIEW, source: "iframe", data: JSON.stringify(ready), reason: /not an object/ },
    { name: "a workbench message", origin: PREVIEW, source: "iframe", data: withEnvelope({ type: "hello" }), reason: /unknown message type "hello"/ },
  ])("ignores $name, with a warning", async ({ origin, source, data, reason }) => {
    const { frames, warnings, channel } = workbenchScenario();
    const onReady = vi.fn();
    channel.on("ready", onReady);
    const sources = { iframe: frames.iframe, other: { postMessage() {} }, null: null };
    frames.workbench.receive(data, { origin, source: sources[String(source) as keyof typeof sources] });
    await deliverAll();

    expect(onReady).not.toHaveBeenCalled();
    expect(channel.connected).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
  });

  it("sends nothing but hello before ready", () => {
    const { frames, channel } = workbenchScenario();
    expect(channel.send(draft)).toEqual({ sent: false, reason: "not connected: the preview has not answered hello yet" });
    expect(frames.iframe.posted.map(({ message }) => (message as { type: string }).type)).toEqual(["hello"]);
  });

  it("sends validated messages after ready, to exactly the preview origin", async () => {
    const { frames, warnings, channel, fromPreview } = workbenchScenario();
    fromPreview(ready);
    await channel.ready;

    expect(channel.send(draft)).toEqual({ sent: true });
    expect(channel.send({ type: "scroll", blockId: "hero-1", behavior: "smooth" })).toEqual({ sent: true });
    expect(frames.iframe.posted.slice(1)).toEqual([
      { message: withEnvelope(draft), targetOrigin: PREVIEW },
      { message: withEnvelope({ type: "scroll", blockId: "hero-1", behavior: "smooth" }), targetOrigin: PREVIEW },
    ]);
    expect(warnings).toEqual([]);
  });

  it("does not send an invalid message, and says why", async () => {
    const { frames, warnings, channel, fromPreview } = workbenchScenario();
    fromPreview(ready);
    await channel.ready;

    const outcome = channel.send({ ...draft, fields: heroFields({ body: "x".repeat(300 * 1024) }) });
    expect(outcome).toEqual({ sent: false, reason: 'invalid "draft" message: fields: larger than 262144 bytes as JSON' });
    expect(frames.iframe.posted).toHaveLength(1);
    expect(warnings).toEqual(['[ridgeline-preview] did not send a message: invalid "draft" message: fields: larger than 262144 bytes as JSON']);
  });

  it("calls handlers of the message's type until unsubscribed", async () => {
    const { channel, fromPreview } = workbenchScenario();
    const clicks = vi.fn();
    const hovers = vi.fn();
    const unsubscribe = channel.on("block-click", clicks);
    channel.on("block-hover", hovers);
    fromPreview(ready);
    fromPreview(previewMessages()["block-click"]);
    unsubscribe();
    fromPreview(previewMessages()["block-click"]);

    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledWith(previewMessages()["block-click"]);
    expect(hovers).not.toHaveBeenCalled();
  });

  it("close removes the listener, rejects a pending ready and stops hello", async () => {
    const { frames, channel, fromPreview } = workbenchScenario();
    const onReady = vi.fn();
    channel.on("ready", onReady);
    channel.close();

    await expect(channel.ready).rejects.toThrow("the channel is closed");
    expect(frames.workbench.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(frames.iframe.posted).toHaveLength(1);
    fromPreview(ready);
    expect(onReady).not.toHaveBeenCalled();
    expect(channel.send(draft)).toEqual({ sent: false, reason: "the channel is closed" });
    await expect(channel.reconnect()).rejects.toThrow("the channel is closed");
  });

  it("reconnect rejects the pending handshake and starts another", async () => {
    const { channel, fromPreview } = workbenchScenario();
    const first = channel.ready;
    const second = channel.reconnect();
    await expect(first).rejects.toThrow("the preview handshake was restarted");
    expect(channel.ready).toBe(second);
    fromPreview(ready);
    await expect(second).resolves.toEqual(ready);
  });
});
