import type { Diagnostic, PageNode, ResolvedPage } from "../../engine/types.ts";
import { PROTOCOL_LIMITS } from "../protocol/limits.ts";

export interface OutlineEntry {
  id: string;
  type: string;
  path: string;
  valid: boolean;
}

function isNode(value: unknown): value is PageNode {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (record.kind === "block" || record.kind === "invalid") && typeof record.type === "string" && typeof record.id === "string";
}

/**
 * Every block of a resolved preview page in document order, nested ones (children of
 * segmentation, filter-by and experience blocks) right after their parent: the workbench's
 * outline. Capped at the protocol's list length; a block whose id or path exceeds the protocol's
 * limits is left out (it cannot be named in a message).
 */
export function pageOutline(page: ResolvedPage): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const visit = (value: unknown) => {
    if (entries.length >= PROTOCOL_LIMITS.listLength) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (isNode(value)) {
      const fits = value.id.length <= PROTOCOL_LIMITS.idLength && value.type.length <= PROTOCOL_LIMITS.idLength && (value.editor?.path.length ?? 0) <= PROTOCOL_LIMITS.pathLength;
      if (value.editor?.path && fits) entries.push({ id: value.id, type: value.type, path: value.editor.path, valid: value.kind === "block" });
      if (value.kind === "block") visit(Object.values(value.props));
    } else if (typeof value === "object" && value !== null) {
      visit(Object.values(value));
    }
  };
  for (const section of page.sections) visit(section.items);
  return entries;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Diagnostics as the protocol carries them: at most its list length, texts clipped to its limits. */
export function protocolDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.slice(0, PROTOCOL_LIMITS.listLength).map((diagnostic) => ({
    blockId: clip(diagnostic.blockId, PROTOCOL_LIMITS.idLength),
    type: clip(diagnostic.type, PROTOCOL_LIMITS.idLength),
    path: clip(diagnostic.path, PROTOCOL_LIMITS.pathLength),
    field: clip(diagnostic.field, PROTOCOL_LIMITS.pathLength),
    message: clip(diagnostic.message, PROTOCOL_LIMITS.messageLength),
  }));
}
