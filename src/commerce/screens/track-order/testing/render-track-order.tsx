import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { findSite } from "../../../../../contracts/sites.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import type { TrackOrderProps } from "../schema.ts";
import TrackOrder from "../track-order.tsx";

/** Tests only: the order tracking block in the browser (jsdom) on the tracking page of `siteId`, for a guest. */
export function renderTrackOrder(options: { siteId?: string; props?: Partial<TrackOrderProps> } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/track-order` });
  return render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <TrackOrder blockId="track" heading="" intro="" {...options.props} />
      </EngineProvider>
    </QueryClientProvider>,
  );
}
