import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import type { PagePersonalisation } from "../../../../personalisation/page-personalisation.ts";
import { createRegistry } from "../../../../registry/create-registry.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import Upsell from "../upsell.tsx";
import { upsellSchema } from "../schema.ts";
import type { UpsellItem } from "../upsell-queries.ts";
import { SUMMIT_PARKA_PAGE, upsellPersonalisation } from "./upsell-fixtures.ts";

interface RenderOptions {
  /** The block's CMS fields (validated with its schema, defaults filled). */
  fields?: Record<string, unknown>;
  siteId?: string;
  personalisation?: PagePersonalisation;
}

/** Tests only: the upsell block in a browser (jsdom) on the Summit Parka's page, with its data provider's `data`. */
export function renderUpsell(data: UpsellItem[] | undefined, { fields = {}, siteId = "RL-US", personalisation = upsellPersonalisation() }: RenderOptions = {}) {
  const site = findSite(siteId)!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = pageContext({ siteId, localePath: site.localePath, ...SUMMIT_PARKA_PAGE, pathname: `/${site.localePath}/p/summit-parka-NF0A3C8D`, personalisation });
  const props = upsellSchema.parse(fields);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <Upsell {...props} blockId="upsell-under-test" data={data} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
