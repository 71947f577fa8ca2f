import type { PageContext } from "../../engine/page-context.ts";
import { resolveBlock } from "../../engine/resolve-page.ts";
import type { Diagnostic } from "../../engine/types.ts";
import type { Registry } from "../../registry/create-registry.ts";

export type DraftCheck =
  | { ok: false; syntaxError: string }
  | {
      ok: true;
      /** The parsed block, as the preview receives it. */
      fields: unknown;
      /** Field-level problems from the block's schema; empty when the block is valid. */
      diagnostics: Diagnostic[];
    };

/**
 * An editor's JSON text of one block, checked as they type: JSON syntax first, then the block's
 * own schema through the engine (the same validation the preview and the server apply). Needs
 * the registry's schemas loaded (`registry.preloadSchemas()`).
 */
export function checkDraft(text: string, path: string, context: PageContext, registry: Registry): DraftCheck {
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch (error) {
    return { ok: false, syntaxError: `Not valid JSON: ${(error as Error).message}` };
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return { ok: false, syntaxError: "A block is a JSON object: { \"id\": …, \"type\": … }" };
  return { ok: true, fields, diagnostics: resolveBlock(fields, path, { ...context, mode: "preview" }, registry).diagnostics };
}
