import type { Route } from "./+types/search";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { readListingState } from "../../commerce/catalogue/listing-url.ts";

export const SEARCH_SLUG = "search";

/**
 * `/{lc}/search?q=`: the content service's `search` page, whose `search-results` block shows the
 * results of the URL's search (page type "search"). Results are deferred data: a failed search
 * shows the block's empty state with the page's content.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  return loadContentOrFail(page, contentPaths.page(page.site.siteId, SEARCH_SLUG));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data, location }: Route.MetaArgs) => {
  const term = readListingState(location.search).q;
  return [...contentMeta(data, "Search").map((tag) => ("title" in tag && term ? { title: `${term} | ${tag.title}` } : tag)), { name: "robots", content: "noindex, follow" }];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
