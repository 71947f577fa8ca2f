import type { UseQueryOptions } from "@tanstack/react-query";
import type { Registry } from "../registry/create-registry.ts";
import { hydrationOf } from "./hydration.ts";
import type { PageContext } from "./page-context.ts";
import type { BlockNode, PageNode, SectionNode } from "./types.ts";

/**
 * What the server does with a resolved page for one request, decided once, in one place:
 *
 * - `eagerNodes`: the blocks it renders now: not deferred (a lazy block waits for the viewport
 *   unless it needs no code at once, decision 0014), and inside control blocks only the
 *   children they select for this context;
 * - `eagerTypes`: their types, whose styles the page links and whose code the browser loads
 *   before a client-side navigation shows the page;
 * - `hydratingTypes`: those whose code runs as the page hydrates (preloaded in the head); the
 *   others stay server HTML until touched, or for good;
 * - `prefetch`: the data queries of eager blocks with a data provider, fetched before the HTML
 *   so that it arrives with the page (no request waterfall, no spinner where data belongs).
 */
export interface RenderPlan {
  eagerNodes: readonly BlockNode[];
  eagerTypes: readonly string[];
  hydratingTypes: readonly string[];
  // The query key's exact tuple type is each provider's own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  prefetch: readonly UseQueryOptions<any, Error, any, any>[];
}

/** The plan of a resolved page's sections for a request's context (see RenderPlan). */
export function planRender(sections: readonly SectionNode[], context: PageContext, registry: Pick<Registry, "get">): RenderPlan {
  const preview = context.mode === "preview";
  const eagerNodes: BlockNode[] = [];
  const eagerTypes = new Set<string>();
  const hydratingTypes = new Set<string>();
  const prefetch: RenderPlan["prefetch"][number][] = [];

  const visit = (nodes: readonly PageNode[]) => {
    for (const node of nodes) {
      if (node.kind !== "block") continue;
      const hydration = hydrationOf(node, registry, preview);
      if (node.lazy && hydration === "load") continue;
      eagerNodes.push(node);
      eagerTypes.add(node.type);
      if (hydration === "load") hydratingTypes.add(node.type);
      const definition = registry.get(node.type);
      if (definition?.dataProvider) prefetch.push(definition.dataProvider(node.props, context));
      const selection = definition?.select?.(node.props, context);
      if (selection?.status === "resolved") visit(selection.nodes);
    }
  };
  for (const section of sections) visit(section.items);
  return { eagerNodes, eagerTypes: [...eagerTypes], hydratingTypes: [...hydratingTypes], prefetch };
}
