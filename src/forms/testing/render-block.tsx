import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import axe from "axe-core";
import type { z } from "zod";
import { createRegistry } from "../../registry/create-registry.ts";
import { EngineProvider } from "../../engine/react/engine-context.tsx";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { findSite } from "../../../contracts/sites.ts";

/**
 * Tests only: one form block rendered in the browser (jsdom) from its CMS fields, validated by
 * its schema, on a page of `siteId`, with a query client to look into.
 */
export function renderBlock<TSchema extends z.ZodType>(Component: ComponentType<z.output<TSchema> & { blockId: string }>, schema: TSchema, fields: z.input<TSchema>, siteId = "RL-US") {
  const site = findSite(siteId)!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const props = schema.parse(fields) as z.output<TSchema> & object;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page: pageContext({ siteId, localePath: site.localePath }) }}>
        <Component {...props} blockId="form-under-test" />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** axe-core's violations in the rendered form (colour contrast needs layout, which jsdom has not: it is checked by the schema and in the browser tests). */
export async function axeViolations(container: Element) {
  const { violations } = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }));
}
