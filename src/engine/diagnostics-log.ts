import type { Diagnostic } from "./types.ts";

const MAX_REMEMBERED = 10_000;
const logged = new Set<string>();

/**
 * Logs each invalid block once per process (type, id, path and what is wrong), however many
 * requests render the page: the log stays readable and a broken block cannot flood it.
 */
export function logDiagnosticsOnce(diagnostics: readonly Diagnostic[], scope: string): void {
  for (const diagnostic of diagnostics) {
    const key = `${scope}|${diagnostic.blockId}|${diagnostic.type}|${diagnostic.path}|${diagnostic.field}|${diagnostic.message}`;
    if (logged.has(key)) continue;
    if (logged.size >= MAX_REMEMBERED) logged.clear();
    logged.add(key);
    console.warn(
      `[blocks] skipped invalid block type=${diagnostic.type} id=${diagnostic.blockId} at ${diagnostic.path}` +
        `${diagnostic.field ? ` field=${diagnostic.field}` : ""} (${scope}): ${diagnostic.message}`,
    );
  }
}
