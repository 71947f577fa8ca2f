import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { bindCommerce } from "../../../commerce-access.ts";

type Seed = readonly (readonly [readonly unknown[], unknown])[];

export interface ServiceScreenStoryProps {
  type: string;
  fields: BlockFields;
  siteId?: string;
  /** The page's path after the locale. */
  slug: string;
  /** The fake answering the screen's calls, so that the story can be used; the same function on every render. */
  commerce: () => CommerceClient;
  signedIn?: boolean;
  /** Answers the server would have read for the page (a data provider's), by query key. */
  seed?: Seed;
}

const NO_SEED: Seed = [];

/**
 * Storybook only: a service screen through the engine (as an editor previews it), its calls
 * answered by a fake commerce client. `signedIn` is the page's audience (the server's render)
 * and the session marker the browser reads (`rl_login`).
 */
export function ServiceScreenStory({ type, fields, siteId = "RL-US", slug, commerce, signedIn = false, seed = NO_SEED }: ServiceScreenStoryProps) {
  const rendered = useMemo(() => {
    const site = findSite(siteId)!;
    const context = storyPageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/${slug}`, audience: { ...GUEST_AUDIENCE, loggedIn: signedIn } });
    const client = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } } }), () => commerce());
    for (const [queryKey, data] of seed) client.setQueryData(queryKey, data);
    // The marker of the story's session, before the screen reads it (a story of a guest after one of a member).
    if (typeof document !== "undefined") document.cookie = signedIn ? "rl_login=1; path=/" : "rl_login=; max-age=0; path=/";
    return { context, client, page: resolvePage(storyPageDocument(type, fields), context, registry).page };
  }, [type, fields, siteId, slug, commerce, signedIn, seed]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
