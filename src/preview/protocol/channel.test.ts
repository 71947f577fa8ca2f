import { readdirSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPreviewChannel, createWorkbenchChannel } from "./channel.ts";
import { deliverAll, fakeFrames, type FakeFrames } from "./fake-windows.ts";
import { heroFields, readyPayload } from "./message-fixtures.ts";
import { withEnvelope, type WorkbenchMessageOf } from "./messages.ts";

const WORKBENCH = "https://cms.example.com";
const PREVIEW = "https://preview.example.com";

/** Both ends, as in a browser: the workbench page, and the storefront preview in its iframe. */
function scenario({ allowedOrigins = [WORKBENCH], readyTimeoutMs = 10_000 } = {}) {
  const frames = fakeFrames({ workbenchOrigin: WORKBENCH, previewOrigin: PREVIEW });
  const warnings: string[] = [];
  const warn = (message: string) => void warnings.push(message);
  const openPreview = () => createPreviewChannel({ self: frames.preview, target: frames.parent, allowedOrigins, describe: () => readyPayload(), warn });
  const openWorkbench = () => createWorkbenchChannel({ self: frames.workbench, target: frames.iframe, previewOrigin: PREVIEW, readyTimeoutMs, warn });
  return { frames, warnings, openPreview, openWorkbench };
}

const hellos = (frames: FakeFrames) => frames.iframe.posted.filter(({ message }) => (message as { type: string }).type === "hello").length;

/** No message ever went to '*' or to any origin but the other end's. */
function expectExactTargets(frames: FakeFrames) {
  for (const { targetOrigin } of frames.iframe.posted) expect(targetOrigin).toBe(PREVIEW);
  for (const { targetOrigin } of frames.parent.posted) expect(targetOrigin).toBe(WORKBENCH);
}

describe("preview channel, both ends", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("connects: the workbench says hello, the preview answers ready to exactly its origin", async () => {
    const { frames, warnings, openPreview, openWorkbench } = scenario();
    const preview = openPreview();
    const workbench = openWorkbench();

    await expect(workbench.ready).resolves.toEqual(withEnvelope({ type: "ready", ...readyPayload() }));
    expect(workbench.connected).toBe(true);
    expect(preview.workbenchOrigin).toBe(WORKBENCH);
    expect(frames.parent.posted).toHaveLength(1);
    expectExactTargets(frames);
    expect(warnings).toEqual([]);
  });

  it("then carries messages both ways", async () => {
    const { frames, warnings, openPreview, openWorkbench } = scenario();
    const preview = openPreview();
    const workbench = openWorkbench();
    await workbench.ready;
    const drafts: WorkbenchMessageOf<"draft">[] = [];
    preview.on("draft", (message) => {
      drafts.push(message);
      preview.send({ type: "draft-applied", blockId: message.blockId, revision: message.revision, diagnostics: [] });
    });
    const applied = vi.fn();
    workbench.on("draft-applied", applied);

    expect(workbench.send({ type: "draft", blockId: "hero-1", path: "sections[0].items[0]", fields: heroFields(), revision: 1 })).toEqual({ sent: true });
    await deliverAll();

    expect(drafts).toEqual([withEnvelope({ type: "draft", blockId: "hero-1", path: "sections[0].items[0]", fields: heroFields(), revision: 1 })]);
    expect(applied).toHaveBeenCalledWith(withEnvelope({ type: "draft-applied", blockId: "hero-1", revision: 1, diagnostics: [] }));
    expectExactTargets(frames);
    expect(warnings).toEqual([]);
  });

  it("retries hello every 250 ms until the preview page listens, then stops", async () => {
    const { frames, warnings, openPreview, openWorkbench } = scenario();
    const workbench = openWorkbench();
    await vi.advanceTimersByTimeAsync(750);
    expect(hellos(frames)).toBe(4);
    expect(workbench.connected).toBe(false);

    openPreview();
    await vi.advanceTimersByTimeAsync(250);
    expect(workbench.connected).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(hellos(frames)).toBe(5);
    expectExactTargets(frames);
    expect(warnings).toEqual([]);
  });

  it("gives up after the timeout when the preview does not allow the workbench's origin", async () => {
    const { frames, warnings, openPreview, openWorkbench } = scenario({ allowedOrigins: ["https://other-cms.example.com"], readyTimeoutMs: 1_000 });
    const preview = openPreview();
    const workbench = openWorkbench();
    const outcome = expect(workbench.ready).rejects.toThrow("did not answer hello within 1000 ms");
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;

    const sent = hellos(frames);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(hellos(frames)).toBe(sent);
    expect(frames.parent.posted).toEqual([]);
    expect(preview.workbenchOrigin).toBeUndefined();
    expect(warnings.at(-1)).toMatch(/did not answer hello within 1000 ms/);
    expect(warnings.slice(0, -1).every((warning) => /origin not allowed/.test(warning))).toBe(true);
  });

  it("reconnects when the iframe loaded a new page", async () => {
    const { frames, warnings, openPreview, openWorkbench } = scenario();
    const firstPage = openPreview();
    const workbench = openWorkbench();
    await workbench.ready;
    firstPage.close();
    const secondPage = openPreview();

    workbench.send({ type: "select", blockId: "hero-1" });
    await deliverAll();
    expect(warnings).toEqual([`[ridgeline-preview] ignored a message from ${WORKBENCH}: "select" before the handshake (expected hello)`]);

    const ready = workbench.reconnect();
    expect(workbench.connected).toBe(false);
    await expect(ready).resolves.toMatchObject({ type: "ready" });
    expect(secondPage.workbenchOrigin).toBe(WORKBENCH);
    expectExactTargets(frames);
  });
});

describe("the protocol's source", () => {
  const folder = new URL(".", import.meta.url);
  const sources = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

  it.each(sources)("%s never evaluates code, writes HTML or posts to '*'", (file) => {
    const source = readFileSync(new URL(file, folder), "utf8");
    expect(source).not.toMatch(/\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(|innerHTML|outerHTML|insertAdjacentHTML|document\.write|dangerouslySetInnerHTML/);
    expect(source).not.toMatch(/postMessage\([^)]*["'`]\*["'`]/);
  });
});
