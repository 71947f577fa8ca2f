import { z } from "zod";
import type { Diagnostic } from "../../engine/types.ts";
import { PROTOCOL_LIMITS as LIMITS } from "./limits.ts";
import { checkPlainJson } from "./plain-json.ts";

/**
 * The messages the workbench (the editor's window) and the preview (the storefront page in its
 * iframe) exchange with `postMessage`. Every message is an envelope
 * `{ protocol: "ridgeline-preview", version: 1, type, ...payload }`; each type is a strict zod
 * schema (unknown keys are rejected) with size limits. See docs/preview-protocol.md.
 */
export const PREVIEW_PROTOCOL = "ridgeline-preview";
export const PREVIEW_PROTOCOL_VERSION = 1;

const envelope = {
  protocol: z.literal(PREVIEW_PROTOCOL),
  version: z.literal(PREVIEW_PROTOCOL_VERSION),
};

const id = z.string().min(1).max(LIMITS.idLength);
const blockType = z.string().min(1).max(LIMITS.idLength);
const documentPath = z.string().min(1).max(LIMITS.pathLength);
const scrollOffset = z.number().min(0);

/** A raw CMS block object: plain JSON, bounded; the block's own schema validates it later. */
const draftFields = z.unknown().superRefine((value, context) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    context.addIssue({ code: "custom", message: "fields must be a block object" });
    return;
  }
  const checked = checkPlainJson(value, { maxBytes: LIMITS.fieldsBytes, maxDepth: LIMITS.fieldsDepth, name: "fields" });
  if (!checked.ok) context.addIssue({ code: "custom", message: checked.problem });
});

/** Same shape as the engine's `Diagnostic` (`src/engine/types.ts`). */
export const diagnosticSchema = z.strictObject({
  blockId: id,
  type: blockType,
  /** Empty for a diagnostic about the page document itself. */
  path: z.string().max(LIMITS.pathLength),
  field: z.string().max(LIMITS.pathLength),
  message: z.string().max(LIMITS.messageLength),
}) satisfies z.ZodType<Diagnostic>;

const diagnostics = z.array(diagnosticSchema).max(LIMITS.listLength);

// Workbench → preview

const hello = z.strictObject({ ...envelope, type: z.literal("hello") });

const draft = z.strictObject({
  ...envelope,
  type: z.literal("draft"),
  blockId: id,
  path: documentPath,
  fields: draftFields,
  revision: z.number().int().min(0),
});

const draftReset = z.strictObject({ ...envelope, type: z.literal("draft-reset"), blockId: id.optional() });

const select = z.strictObject({ ...envelope, type: z.literal("select"), blockId: id.nullable() });

const highlight = z.strictObject({ ...envelope, type: z.literal("highlight"), blockId: id.nullable() });

// One schema with a refinement: zod's discriminated union cannot hold two options of one type.
const scrollRequest = z
  .strictObject({
    ...envelope,
    type: z.literal("scroll"),
    y: scrollOffset.optional(),
    blockId: id.optional(),
    behavior: z.enum(["auto", "smooth"]).optional(),
  })
  .refine((message) => (message.y === undefined) !== (message.blockId === undefined), {
    message: "scroll needs exactly one of y or blockId",
  });

export const workbenchMessageSchema = z.discriminatedUnion("type", [hello, draft, draftReset, select, highlight, scrollRequest]);

// Preview → workbench

const ready = z.strictObject({
  ...envelope,
  type: z.literal("ready"),
  page: z.strictObject({
    id,
    slug: z.string().max(LIMITS.textLength),
    title: z.string().max(LIMITS.textLength),
    path: z.string().min(1).max(LIMITS.pathLength).startsWith("/", "path must start with /"),
  }),
  blocks: z
    .array(z.strictObject({ id, type: blockType, path: documentPath, valid: z.boolean() }))
    .max(LIMITS.listLength),
  diagnostics,
});

const draftApplied = z.strictObject({
  ...envelope,
  type: z.literal("draft-applied"),
  blockId: id,
  revision: z.number().int().min(0),
  diagnostics,
});

const blockClick = z.strictObject({ ...envelope, type: z.literal("block-click"), blockId: id, path: documentPath });

const blockHover = z.strictObject({ ...envelope, type: z.literal("block-hover"), blockId: id.nullable() });

const scrollReport = z.strictObject({
  ...envelope,
  type: z.literal("scroll"),
  y: scrollOffset,
  maxY: scrollOffset,
  topBlockId: id.nullable(),
});

export const previewMessageSchema = z.discriminatedUnion("type", [ready, draftApplied, blockClick, blockHover, scrollReport]);

// Types

interface Envelope {
  protocol: typeof PREVIEW_PROTOCOL;
  version: typeof PREVIEW_PROTOCOL_VERSION;
}

/** `scroll` from the workbench: to an offset or to a block, never both. */
export type ScrollRequestMessage = Envelope & { type: "scroll"; behavior?: "auto" | "smooth" } & (
    | { y: number; blockId?: undefined }
    | { blockId: string; y?: undefined }
  );

/** A message the workbench sends and the preview receives. */
export type WorkbenchMessage = Exclude<z.output<typeof workbenchMessageSchema>, { type: "scroll" }> | ScrollRequestMessage;

/** A message the preview sends and the workbench receives. */
export type PreviewMessage = z.output<typeof previewMessageSchema>;

export type WorkbenchMessageOf<T extends WorkbenchMessage["type"]> = Extract<WorkbenchMessage, { type: T }>;
export type PreviewMessageOf<T extends PreviewMessage["type"]> = Extract<PreviewMessage, { type: T }>;

type WithoutEnvelope<T> = T extends unknown ? Omit<T, keyof Envelope> : never;

/** What a sender writes: the message without `protocol` and `version` (the channel adds them). */
export type WorkbenchMessageBody = WithoutEnvelope<WorkbenchMessage>;
export type PreviewMessageBody = WithoutEnvelope<PreviewMessage>;

/** The payload of `ready`: what the preview tells the workbench about its page. */
export type ReadyPayload = Omit<PreviewMessageOf<"ready">, keyof Envelope | "type">;

export function withEnvelope<T extends { type: string }>(body: T): T & Envelope {
  return { ...body, protocol: PREVIEW_PROTOCOL, version: PREVIEW_PROTOCOL_VERSION };
}

// Parsing

export type MessageCheck<T> = { ok: true; message: T } | { ok: false; reason: string };

const MAX_REASON_ISSUES = 3;
const quote = (value: unknown) => JSON.stringify(String(value).slice(0, 50));

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, MAX_REASON_ISSUES)
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "message"}: ${issue.message.slice(0, 200)}`)
    .join("; ");
}

function check<T>(data: unknown, schema: z.ZodType, types: readonly string[]): MessageCheck<T> {
  try {
    if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: false, reason: "not an object" };
    const { protocol, version, type } = data as Record<string, unknown>;
    if (protocol !== PREVIEW_PROTOCOL) return { ok: false, reason: `not a ${PREVIEW_PROTOCOL} message` };
    if (version !== PREVIEW_PROTOCOL_VERSION) {
      return { ok: false, reason: `unsupported protocol version ${quote(version)} (this side speaks ${PREVIEW_PROTOCOL_VERSION})` };
    }
    if (typeof type !== "string" || !types.includes(type)) return { ok: false, reason: `unknown message type ${quote(type)}` };
    const parsed = schema.safeParse(data);
    if (!parsed.success) return { ok: false, reason: `invalid "${type}" message: ${describeIssues(parsed.error.issues)}` };
    return { ok: true, message: parsed.data as T };
  } catch {
    return { ok: false, reason: "could not be read" };
  }
}

const WORKBENCH_TYPES = workbenchMessageSchema.options.map((option) => option.shape.type.value);
const PREVIEW_TYPES = previewMessageSchema.options.map((option) => option.shape.type.value);

/** Validates a message the preview received; says why it is rejected. Never throws. */
export function checkWorkbenchMessage(data: unknown): MessageCheck<WorkbenchMessage> {
  return check(data, workbenchMessageSchema, WORKBENCH_TYPES);
}

/** Validates a message the workbench received; says why it is rejected. Never throws. */
export function checkPreviewMessage(data: unknown): MessageCheck<PreviewMessage> {
  return check(data, previewMessageSchema, PREVIEW_TYPES);
}

/** The message, validated, or `undefined`. Never throws. */
export function parseWorkbenchMessage(data: unknown): WorkbenchMessage | undefined {
  const checked = checkWorkbenchMessage(data);
  return checked.ok ? checked.message : undefined;
}

/** The message, validated, or `undefined`. Never throws. */
export function parsePreviewMessage(data: unknown): PreviewMessage | undefined {
  const checked = checkPreviewMessage(data);
  return checked.ok ? checked.message : undefined;
}
