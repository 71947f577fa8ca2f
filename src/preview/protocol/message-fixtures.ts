import type { Diagnostic } from "../../engine/types.ts";
import { withEnvelope, type PreviewMessage, type ReadyPayload, type WorkbenchMessage } from "./messages.ts";

/** Test data factories for the preview protocol: valid by default, overridden per test. */

export const diagnostic = (overrides: Partial<Diagnostic> = {}): Diagnostic => ({
  blockId: "hero-1",
  type: "hero",
  path: "sections[0].items[0]",
  field: "title",
  message: "Required",
  ...overrides,
});

export const readyPayload = (overrides: Partial<ReadyPayload> = {}): ReadyPayload => ({
  page: { id: "home-us", slug: "home", title: "Outdoor clothing and gear", path: "/en-us/home" },
  blocks: [
    { id: "hero-1", type: "hero", path: "sections[0].items[0]", valid: true },
    { id: "spacer-1", type: "spacer", path: "sections[0].items[1]", valid: false },
  ],
  diagnostics: [diagnostic({ blockId: "spacer-1", type: "spacer", path: "sections[0].items[1]", field: "height" })],
  ...overrides,
});

/** A raw CMS block object, as the workbench sends it in `draft.fields`. */
export const heroFields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: "hero-1",
  type: "hero",
  title: "Winter layers",
  buttons: [{ text: "Shop now", url: "/en-us/c/jackets" }],
  ...overrides,
});

/** One valid message of every workbench → preview type (both forms of `scroll`), by name. */
export const workbenchMessages = () =>
  ({
    hello: withEnvelope({ type: "hello" }),
    draft: withEnvelope({ type: "draft", blockId: "hero-1", path: "sections[0].items[0]", fields: heroFields(), revision: 3 }),
    "draft-reset of one block": withEnvelope({ type: "draft-reset", blockId: "hero-1" }),
    "draft-reset of all": withEnvelope({ type: "draft-reset" }),
    select: withEnvelope({ type: "select", blockId: "hero-1" }),
    "select none": withEnvelope({ type: "select", blockId: null }),
    highlight: withEnvelope({ type: "highlight", blockId: "hero-1" }),
    "highlight none": withEnvelope({ type: "highlight", blockId: null }),
    "scroll to an offset": withEnvelope({ type: "scroll", y: 480 }),
    "scroll to a block, smoothly": withEnvelope({ type: "scroll", blockId: "hero-1", behavior: "smooth" }),
  }) satisfies Record<string, WorkbenchMessage>;

/** One valid message of every preview → workbench type, by name. */
export const previewMessages = () =>
  ({
    ready: withEnvelope({ type: "ready", ...readyPayload() }),
    "draft-applied": withEnvelope({ type: "draft-applied", blockId: "hero-1", revision: 3, diagnostics: [] }),
    "draft-applied with diagnostics": withEnvelope({ type: "draft-applied", blockId: "hero-1", revision: 4, diagnostics: [diagnostic()] }),
    "block-click": withEnvelope({ type: "block-click", blockId: "hero-1", path: "sections[0].items[0]" }),
    "block-hover": withEnvelope({ type: "block-hover", blockId: "hero-1" }),
    "block-hover none": withEnvelope({ type: "block-hover", blockId: null }),
    scroll: withEnvelope({ type: "scroll", y: 120, maxY: 3000, topBlockId: "hero-1" }),
  }) satisfies Record<string, PreviewMessage>;
