import { describe, expect, it, vi } from "vitest";
import { createPreviewChannel, type PreviewChannelOptions } from "./channel.ts";
import { fakeFrames } from "./fake-windows.ts";
import { readyPayload, workbenchMessages } from "./message-fixtures.ts";
import { withEnvelope } from "./messages.ts";

const WORKBENCH = "https://cms.example.com";
const OTHER_WORKBENCH = "http://localhost:4000";
const PREVIEW = "https://preview.example.com";

/** The preview end alone; the test plays the workbench (and strangers) by delivering messages. */
function previewScenario(options: Partial<PreviewChannelOptions> = {}) {
  const frames = fakeFrames({ workbenchOrigin: WORKBENCH, previewOrigin: PREVIEW });
  const warnings: string[] = [];
  const describePage = vi.fn(() => readyPayload());
  const channel = createPreviewChannel({
    self: frames.preview,
    target: frames.parent,
    allowedOrigins: [WORKBENCH, OTHER_WORKBENCH],
    describe: describePage,
    warn: (message) => void warnings.push(message),
    ...options,
  });
  const fromParent = (data: unknown, origin = WORKBENCH) => frames.preview.receive(data, { origin, source: frames.parent });
  return { frames, warnings, channel, describePage, fromParent };
}

const { hello, draft } = workbenchMessages();
const ready = withEnvelope({ type: "ready", ...readyPayload() });

describe("createPreviewChannel", () => {
  it("posts nothing before a workbench says hello", () => {
    const { frames, channel } = previewScenario();
    expect(channel.send({ type: "scroll", y: 0, maxY: 900, topBlockId: null })).toEqual({ sent: false, reason: "not connected: no workbench has said hello" });
    expect(frames.parent.posted).toEqual([]);
    expect(channel.workbenchOrigin).toBeUndefined();
  });

  it("answers hello with ready, to exactly the workbench's origin, and then tells on('hello')", () => {
    const { frames, warnings, channel, describePage, fromParent } = previewScenario();
    const onHello = vi.fn(() => expect(frames.parent.posted).toHaveLength(1));
    channel.on("hello", onHello);
    fromParent(hello, OTHER_WORKBENCH);

    expect(frames.parent.posted).toEqual([{ message: ready, targetOrigin: OTHER_WORKBENCH }]);
    expect(channel.workbenchOrigin).toBe(OTHER_WORKBENCH);
    expect(describePage).toHaveBeenCalledTimes(1);
    expect(onHello).toHaveBeenCalledWith(hello);
    expect(warnings).toEqual([]);
  });

  it.each([
    { name: "a hello from a foreign origin", origin: "https://evil.example", fromParent: true, data: hello, reason: /from https:\/\/evil\.example: origin not allowed/ },
    { name: "a hello from the preview's own origin", origin: PREVIEW, fromParent: true, data: hello, reason: /origin not allowed/ },
    { name: "a hello from an opaque origin", origin: "null", fromParent: true, data: hello, reason: /origin not allowed/ },
    { name: "a hello from another window", origin: WORKBENCH, fromParent: false, data: hello, reason: /not sent by the parent window/ },
    { name: "a hello of another version", origin: WORKBENCH, fromParent: true, data: { ...hello, version: 2 }, reason: /unsupported protocol version "2"/ },
    { name: "a hello of another protocol", origin: WORKBENCH, fromParent: true, data: { ...hello, protocol: "puck" }, reason: /not a ridgeline-preview message/ },
    { name: "a hello with extra keys", origin: WORKBENCH, fromParent: true, data: { ...hello, code: "alert(1)" }, reason: /Unrecognized key: "code"/ },
    { name: "a draft before hello", origin: WORKBENCH, fromParent: true, data: draft, reason: /"draft" before the handshake \(expected hello\)/ },
    { name: "a preview message", origin: WORKBENCH, fromParent: true, data: ready, reason: /unknown message type "ready"/ },
  ])("ignores $name, with a warning, and posts nothing", ({ origin, fromParent, data, reason }) => {
    const { frames, warnings, channel } = previewScenario();
    const handler = vi.fn();
    channel.on("hello", handler);
    channel.on("draft", handler);
    frames.preview.receive(data, { origin, source: fromParent ? frames.parent : { postMessage() {} } });

    expect(frames.parent.posted).toEqual([]);
    expect(channel.workbenchOrigin).toBeUndefined();
    expect(handler).not.toHaveBeenCalled();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
  });

  it("allows no workbench with an empty allow-list", () => {
    const { frames, warnings, fromParent } = previewScenario({ allowedOrigins: [] });
    fromParent(hello);
    expect(frames.parent.posted).toEqual([]);
    expect(warnings).toEqual([`[ridgeline-preview] ignored a message from ${WORKBENCH}: origin not allowed (PREVIEW_ALLOWED_ORIGINS: empty)`]);
  });

  it("does nothing when it is not in a frame", () => {
    const { frames, warnings } = previewScenario();
    const alone = frames.preview as typeof frames.preview & { postMessage: () => void };
    alone.postMessage = vi.fn();
    const channel = createPreviewChannel({ self: alone, target: alone, allowedOrigins: [PREVIEW], describe: readyPayload, warn: (message) => void warnings.push(message) });
    alone.receive(hello, { origin: PREVIEW, source: alone });
    expect(alone.postMessage).not.toHaveBeenCalled();
    expect(channel.workbenchOrigin).toBeUndefined();
    expect(warnings.at(-1)).toMatch(/the preview is not in a frame/);
  });

  it("after the handshake, listens to that origin only and posts there only", () => {
    const { frames, warnings, channel, fromParent } = previewScenario();
    const drafts = vi.fn();
    channel.on("draft", drafts);
    fromParent(hello);
    fromParent(draft);
    fromParent(draft, OTHER_WORKBENCH);
    fromParent(hello, OTHER_WORKBENCH);
    channel.send({ type: "block-click", blockId: "hero-1", path: "sections[0].items[0]" });

    expect(drafts).toHaveBeenCalledTimes(1);
    expect(drafts).toHaveBeenCalledWith(draft);
    expect(channel.workbenchOrigin).toBe(WORKBENCH);
    expect(frames.parent.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([WORKBENCH, WORKBENCH]);
    expect(warnings).toEqual([
      `[ridgeline-preview] ignored a message from ${OTHER_WORKBENCH}: not the connected workbench (${WORKBENCH})`,
      `[ridgeline-preview] ignored a message from ${OTHER_WORKBENCH}: not the connected workbench (${WORKBENCH})`,
    ]);
  });

  it("answers a repeated hello from the same workbench with a fresh ready", () => {
    const { frames, channel, describePage, fromParent } = previewScenario();
    fromParent(hello);
    describePage.mockReturnValue(readyPayload({ blocks: [] }));
    fromParent(hello);
    expect(frames.parent.posted.map(({ message }) => message)).toEqual([ready, withEnvelope({ type: "ready", ...readyPayload({ blocks: [] }) })]);
    expect(channel.workbenchOrigin).toBe(WORKBENCH);
  });

  it("does not connect when its ready is invalid, and says why", () => {
    const block = readyPayload().blocks[0]!;
    const { frames, warnings, channel, fromParent } = previewScenario({ describe: () => readyPayload({ blocks: Array(1001).fill(block) }) });
    fromParent(hello);
    expect(frames.parent.posted).toEqual([]);
    expect(channel.workbenchOrigin).toBeUndefined();
    expect(warnings).toEqual(['[ridgeline-preview] did not send a message: invalid "ready" message: blocks: Too big: expected array to have <=1000 items']);
  });

  it("close removes the listener and sends nothing more", () => {
    const { frames, channel, fromParent } = previewScenario();
    const drafts = vi.fn();
    channel.on("draft", drafts);
    fromParent(hello);
    channel.close();
    fromParent(draft);

    expect(frames.preview.listenerCount).toBe(0);
    expect(drafts).not.toHaveBeenCalled();
    expect(channel.send({ type: "block-hover", blockId: null })).toEqual({ sent: false, reason: "the channel is closed" });
    expect(frames.parent.posted).toHaveLength(1);
  });
});
