import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { findSite } from "../../../../../contracts/sites.ts";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import Favorites from "../favorites.tsx";
import type { FavoritesProps } from "../schema.ts";

export const DEFAULT_FAVORITES_PROPS: FavoritesProps = { heading: "", sharedHeading: "", emptyTitle: "", emptyText: "", emptyCtaLabel: "", allowSharing: true };

/** The browser's session markers (server/bff/cookies.ts): a session, and whether it is a member's. */
export function setSession(session: "none" | "guest" | "member") {
  document.cookie = session === "none" ? "rl_rt_exp=; Max-Age=0; path=/" : "rl_rt_exp=9999999999999; path=/";
  document.cookie = session === "member" ? "rl_login=1; path=/" : "rl_login=; Max-Age=0; path=/";
}

/**
 * Tests only: the favourites block in the browser (jsdom) on the favourites page of `siteId`, its
 * calls answered by `commerce`; `beside` renders next to it in the same page (a product's heart).
 */
export function renderFavorites(commerce: CommerceClient, options: { siteId?: string; search?: string; props?: Partial<FavoritesProps>; loggedIn?: boolean; beside?: ReactNode } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }), () => commerce);
  const page = pageContext({
    siteId: site.siteId,
    localePath: site.localePath,
    pathname: `/${site.localePath}/favorites`,
    search: options.search,
    audience: { ...GUEST_AUDIENCE, loggedIn: options.loggedIn === true },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <Favorites blockId="favorites" {...DEFAULT_FAVORITES_PROPS} {...options.props} />
        {options.beside}
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
