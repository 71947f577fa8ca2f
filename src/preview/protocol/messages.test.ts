import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { Diagnostic } from "../../engine/types.ts";
import { PROTOCOL_LIMITS } from "./limits.ts";
import { diagnostic, heroFields, previewMessages, readyPayload, workbenchMessages } from "./message-fixtures.ts";
import {
  checkPreviewMessage,
  checkWorkbenchMessage,
  parsePreviewMessage,
  parseWorkbenchMessage,
  withEnvelope,
  type diagnosticSchema,
  type WorkbenchMessageBody,
} from "./messages.ts";

const draft = (overrides: Record<string, unknown>) => ({ ...workbenchMessages().draft, ...overrides });
const ready = (overrides: Record<string, unknown>) => ({ ...previewMessages().ready, ...overrides });
const longId = (length: number) => "b".repeat(length);

function nestedFields(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let level = 1; level < depth; level++) value = { child: value };
  return value;
}

describe("parseWorkbenchMessage", () => {
  it.each(Object.entries(workbenchMessages()))("accepts %s", (_name, message) => {
    expect(parseWorkbenchMessage(structuredClone(message))).toEqual(message);
  });

  it.each([
    { name: "an id of exactly 200 characters", data: draft({ blockId: longId(PROTOCOL_LIMITS.idLength) }) },
    { name: "fields nested exactly 32 deep", data: draft({ fields: nestedFields(PROTOCOL_LIMITS.fieldsDepth) }) },
    { name: "fields of almost 256 KiB", data: draft({ fields: heroFields({ body: "x".repeat(PROTOCOL_LIMITS.fieldsBytes - 200) }) }) },
    { name: "revision 0", data: draft({ revision: 0 }) },
    { name: "scroll to the top", data: withEnvelope({ type: "scroll", y: 0, behavior: "auto" }) },
  ])("accepts $name", ({ data }) => {
    expect(parseWorkbenchMessage(data)).toEqual(data);
  });

  const hello = workbenchMessages().hello;
  it.each([
    { name: "null", data: null, reason: /^not an object$/ },
    { name: "a string", data: "hello", reason: /^not an object$/ },
    { name: "a number", data: 1, reason: /^not an object$/ },
    { name: "undefined", data: undefined, reason: /^not an object$/ },
    { name: "an array", data: [hello], reason: /^not an object$/ },
    { name: "another library's message", data: { type: "webpackOk" }, reason: /not a ridgeline-preview message/ },
    { name: "a wrong protocol", data: { ...hello, protocol: "puck" }, reason: /not a ridgeline-preview message/ },
    { name: "a newer version", data: { ...hello, version: 2 }, reason: /unsupported protocol version "2" \(this side speaks 1\)/ },
    { name: "a version as a string", data: { ...hello, version: "1" }, reason: /unsupported protocol version/ },
    { name: "no version", data: { protocol: "ridgeline-preview", type: "hello" }, reason: /unsupported protocol version "undefined"/ },
    { name: "an unknown type", data: { ...hello, type: "eval" }, reason: /unknown message type "eval"/ },
    { name: "no type", data: { protocol: "ridgeline-preview", version: 1 }, reason: /unknown message type/ },
    { name: "a preview → workbench type", data: previewMessages().ready, reason: /unknown message type "ready"/ },
    { name: "an extra key", data: { ...hello, script: "alert(1)" }, reason: /Unrecognized key: "script"/ },
    { name: "an extra key on a draft", data: draft({ html: "<b>" }), reason: /Unrecognized key: "html"/ },
    { name: "a draft without fields", data: draft({ fields: undefined }), reason: /fields must be a block object/ },
    { name: "draft fields that are an array", data: draft({ fields: [heroFields()] }), reason: /fields must be a block object/ },
    { name: "draft fields that are a string", data: draft({ fields: "{}" }), reason: /fields must be a block object/ },
    { name: "draft fields with a function", data: draft({ fields: heroFields({ render: () => "" }) }), reason: /fields\.render is not JSON \(function\)/ },
    { name: "draft fields with a Date", data: draft({ fields: heroFields({ at: new Date(0) }) }), reason: /fields\.at is a Date/ },
    { name: "draft fields 33 deep", data: draft({ fields: nestedFields(PROTOCOL_LIMITS.fieldsDepth + 1) }), reason: /nested deeper than 32 levels/ },
    { name: "draft fields over 256 KiB", data: draft({ fields: heroFields({ body: "x".repeat(PROTOCOL_LIMITS.fieldsBytes) }) }), reason: /larger than 262144 bytes/ },
    { name: "an id over 200 characters", data: draft({ blockId: longId(PROTOCOL_LIMITS.idLength + 1) }), reason: /blockId: Too big/ },
    { name: "an empty id", data: draft({ blockId: "" }), reason: /blockId: Too small/ },
    { name: "a numeric id", data: draft({ blockId: 7 }), reason: /blockId: Invalid input: expected string/ },
    { name: "an empty path", data: draft({ path: "" }), reason: /path: Too small/ },
    { name: "a path too long", data: draft({ path: "p".repeat(PROTOCOL_LIMITS.pathLength + 1) }), reason: /path: Too big/ },
    { name: "a negative revision", data: draft({ revision: -1 }), reason: /revision: Too small/ },
    { name: "a fractional revision", data: draft({ revision: 1.5 }), reason: /revision: Invalid input: expected int/ },
    { name: "select without blockId", data: withEnvelope({ type: "select" }), reason: /blockId: Invalid input/ },
    { name: "highlight of a number", data: withEnvelope({ type: "highlight", blockId: 1 }), reason: /blockId: Invalid input/ },
    { name: "draft-reset of null", data: withEnvelope({ type: "draft-reset", blockId: null }), reason: /blockId: Invalid input/ },
    { name: "scroll to a negative offset", data: withEnvelope({ type: "scroll", y: -1 }), reason: /y: Too small/ },
    { name: "scroll to NaN", data: withEnvelope({ type: "scroll", y: Number.NaN }), reason: /y: Invalid input/ },
    { name: "scroll to Infinity", data: withEnvelope({ type: "scroll", y: Number.POSITIVE_INFINITY }), reason: /y: Invalid input/ },
    { name: "scroll to both", data: withEnvelope({ type: "scroll", y: 1, blockId: "hero-1" }), reason: /exactly one of y or blockId/ },
    { name: "scroll to nothing", data: withEnvelope({ type: "scroll" }), reason: /exactly one of y or blockId/ },
    { name: "scroll with an unknown behavior", data: withEnvelope({ type: "scroll", y: 1, behavior: "instant" }), reason: /behavior: Invalid option/ },
  ])("rejects $name", ({ data, reason }) => {
    const checked = checkWorkbenchMessage(data);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toMatch(reason);
    expect(parseWorkbenchMessage(data)).toBeUndefined();
  });

  it("never throws, even on an object whose getters throw", () => {
    const hostile = Object.defineProperty({}, "protocol", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(checkWorkbenchMessage(hostile)).toEqual({ ok: false, reason: "could not be read" });
  });

  it("keeps a reason short when the input is huge", () => {
    const checked = checkWorkbenchMessage({ ...hello, type: "x".repeat(100_000) });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason.length).toBeLessThan(200);
  });
});

describe("parsePreviewMessage", () => {
  it.each(Object.entries(previewMessages()))("accepts %s", (_name, message) => {
    expect(parsePreviewMessage(structuredClone(message))).toEqual(message);
  });

  it("accepts 1000 blocks and 1000 diagnostics", () => {
    const block = { id: "b", type: "spacer", path: "sections[0].items[0]", valid: true };
    const data = ready({ blocks: Array(1000).fill(block), diagnostics: Array(1000).fill(diagnostic()) });
    expect(parsePreviewMessage(data)).toEqual(data);
  });

  const { page, blocks } = readyPayload();
  it.each([
    { name: "a workbench → preview type", data: workbenchMessages().hello, reason: /unknown message type "hello"/ },
    { name: "a newer version", data: ready({ version: 2 }), reason: /unsupported protocol version/ },
    { name: "an extra key in page", data: ready({ page: { ...page, html: "<p>" } }), reason: /page: Unrecognized key: "html"/ },
    { name: "a page path without a slash", data: ready({ page: { ...page, path: "en-us/home" } }), reason: /page\.path: path must start with \// },
    { name: "a title over 1000 characters", data: ready({ page: { ...page, title: "t".repeat(1001) } }), reason: /page\.title: Too big/ },
    { name: "an extra key in a block", data: ready({ blocks: [{ ...blocks[0], props: {} }] }), reason: /blocks\.0: Unrecognized key: "props"/ },
    { name: "a block without valid", data: ready({ blocks: [{ id: "a", type: "hero", path: "p" }] }), reason: /blocks\.0\.valid/ },
    { name: "1001 blocks", data: ready({ blocks: Array(1001).fill(blocks[0]) }), reason: /blocks: Too big/ },
    { name: "1001 diagnostics", data: ready({ diagnostics: Array(1001).fill(diagnostic()) }), reason: /diagnostics: Too big/ },
    { name: "an extra key in a diagnostic", data: ready({ diagnostics: [{ ...diagnostic(), severity: "error" }] }), reason: /Unrecognized key: "severity"/ },
    { name: "a diagnostic message too long", data: ready({ diagnostics: [diagnostic({ message: "m".repeat(2001) })] }), reason: /diagnostics\.0\.message: Too big/ },
    {
      name: "draft-applied without a revision",
      data: withEnvelope({ type: "draft-applied", blockId: "hero-1", diagnostics: [] }),
      reason: /revision: Invalid input/,
    },
    { name: "block-click without a path", data: withEnvelope({ type: "block-click", blockId: "hero-1" }), reason: /path: Invalid input/ },
    { name: "scroll without maxY", data: withEnvelope({ type: "scroll", y: 0, topBlockId: null }), reason: /maxY: Invalid input/ },
    { name: "scroll with a behavior", data: withEnvelope({ type: "scroll", y: 0, maxY: 0, topBlockId: null, behavior: "auto" }), reason: /Unrecognized key/ },
  ])("rejects $name", ({ data, reason }) => {
    const checked = checkPreviewMessage(data);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toMatch(reason);
    expect(parsePreviewMessage(data)).toBeUndefined();
  });
});

describe("message types", () => {
  it("the diagnostic schema is the engine's Diagnostic", () => {
    expectTypeOf<z.output<typeof diagnosticSchema>>().toEqualTypeOf<Diagnostic>();
  });

  it("scroll takes an offset or a block, not both", () => {
    expectTypeOf<{ type: "scroll"; y: 1 }>().toExtend<WorkbenchMessageBody>();
    expectTypeOf<{ type: "scroll"; blockId: "a"; behavior: "smooth" }>().toExtend<WorkbenchMessageBody>();
    expectTypeOf<{ type: "scroll"; y: 1; blockId: "a" }>().not.toExtend<WorkbenchMessageBody>();
  });
});
