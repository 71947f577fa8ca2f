import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { findSite } from "../../../../../contracts/sites.ts";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import type { FavouriteItem } from "../favorites-queries.ts";
import { fakeFavouritesCommerce, type FavouritesScenario } from "./fake-favorites-commerce.ts";

export interface FavoritesStoryProps {
  fields: BlockFields;
  items: readonly FavouriteItem[];
  /** Who looks: a member, a guest with a session, or a first-time visitor (no session). */
  shopper?: "member" | "guest" | "new";
  siteId?: string;
  /** The page's query string (a share link). */
  search?: string;
  scenario?: FavouritesScenario;
}

/** The browser's session markers for the story's shopper (the BFF's readable cookies). */
function markSession(shopper: NonNullable<FavoritesStoryProps["shopper"]>) {
  if (typeof document === "undefined") return;
  document.cookie = shopper === "new" ? "rl_rt_exp=; Max-Age=0; path=/" : "rl_rt_exp=9999999999999; path=/";
  document.cookie = shopper === "member" ? "rl_login=1; path=/" : "rl_login=; Max-Age=0; path=/";
}

/**
 * Storybook only: the favourites block through the engine (as an editor previews it) with a
 * commerce client holding a list in memory (fake-favorites-commerce.ts): remove, add to cart,
 * share and paging work. The server renderer of the stories test shows the block's shell, as the
 * storefront's server does (the list is read in the browser only).
 */
export function FavoritesStory({ fields, items, shopper = "member", siteId = "RL-US", search, scenario }: FavoritesStoryProps) {
  const rendered = useMemo(() => {
    markSession(shopper);
    const site = findSite(siteId)!;
    const context = storyPageContext({
      siteId: site.siteId,
      localePath: site.localePath,
      pathname: `/${site.localePath}/favorites`,
      search,
      audience: { ...GUEST_AUDIENCE, loggedIn: shopper === "member" },
    });
    const { client: commerce } = fakeFavouritesCommerce(items, scenario);
    const client = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }), () => commerce);
    return { context, client, page: resolvePage(storyPageDocument("favorites", fields), context, registry).page };
  }, [fields, items, shopper, siteId, search, scenario]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
