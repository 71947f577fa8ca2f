import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { bindCommerce } from "../../../commerce-access.ts";

export interface ServiceScreenOptions {
  siteId?: string;
  /** The page's path after the locale (`gift-card`). */
  slug?: string;
  commerce: CommerceClient;
  /** The session as the server saw it (the page's audience); the browser reads the `rl_login` cookie. */
  loggedIn?: boolean;
  /** Answers already in the cache (a member's profile), by query key. */
  seed?: readonly (readonly [readonly unknown[], unknown])[];
}

/** Tests only: a service screen in the browser (jsdom) on a page of `siteId`, its queries and calls answered by `commerce`. */
export function renderServiceScreen(screen: ReactElement, { siteId = "RL-US", slug = "contact-us", commerce, loggedIn = false, seed = [] }: ServiceScreenOptions) {
  const site = findSite(siteId)!;
  const queryClient = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }), () => commerce);
  for (const [queryKey, data] of seed) queryClient.setQueryData(queryKey, data);
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/${slug}`, audience: { ...GUEST_AUDIENCE, loggedIn } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>{screen}</EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
