import type { Registry } from "../registry/create-registry.ts";
import type { PageContext } from "./page-context.ts";
import { planRender } from "./render-plan.ts";
import { validatePage, type ResolveResult } from "./resolve-page.ts";
import type { ContentMode, ValidatedPage } from "./types.ts";

/**
 * `resolvePage` with the validation done once per document revision: it depends only on the
 * document, the registry and the mode, so the tree is kept with the document object and shared
 * by every request that renders it (it is never mutated). The render plan depends on the
 * request (its audience, test context, product or category) and is made once per request.
 * The content client hands out the same document object while its revision is current.
 */
export function createPageResolver(registry: Registry) {
  const validated = new WeakMap<object, Partial<Record<ContentMode, ValidatedPage>>>();

  return function resolve(document: unknown, context: PageContext): ResolveResult {
    let result: ValidatedPage;
    if (typeof document !== "object" || document === null) result = validatePage(document, context, registry);
    else {
      let byMode = validated.get(document);
      if (!byMode) validated.set(document, (byMode = {}));
      result = byMode[context.mode] ??= validatePage(document, context, registry);
    }
    return { ...result, plan: planRender(result.page.sections, context, registry) };
  };
}
