import type { Registry } from "../registry/create-registry.ts";
import type { PageContext } from "./page-context.ts";
import { collectEagerTypes, resolvePage } from "./resolve-page.ts";
import type { ContentMode, ResolveResult } from "./types.ts";

/**
 * `resolvePage` once per document revision: validation depends only on the document, the
 * registry and the mode, so the tree is kept with the document object and shared by every
 * request that renders it (it is never mutated). Only the eager types depend on the request.
 * The content client hands out the same document object while its revision is current.
 */
export function createPageResolver(registry: Registry) {
  const resolved = new WeakMap<object, Partial<Record<ContentMode, Omit<ResolveResult, "eagerTypes">>>>();

  return function resolve(document: unknown, context: PageContext): ResolveResult {
    if (typeof document !== "object" || document === null) return resolvePage(document, context, registry);
    let byMode = resolved.get(document);
    if (!byMode) resolved.set(document, (byMode = {}));
    let result = byMode[context.mode];
    if (!result) {
      const { page, diagnostics } = resolvePage(document, context, registry);
      result = byMode[context.mode] = { page, diagnostics };
    }
    return { ...result, eagerTypes: collectEagerTypes(result.page.sections, context, registry) };
  };
}
