import { redirect } from "react-router";
import type { Route } from "./+types/content-page";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";
import { legacyRedirectTarget } from "../../../contracts/paths.ts";
import { isMemberPage } from "./member-pages.ts";

const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

/** `/{lc}/{page}`: a static content page; older category and product paths are redirected. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  const legacy = legacyRedirectTarget(page.site.localePath, args.params.page);
  if (legacy) throw redirect(`${legacy}${new URL(args.request.url).search}`, 301);
  if (!PAGE_SLUG.test(args.params.page)) throw await notFoundResponse(page);
  // Favourites can be switched off (commerce spec §2): its page is then not there.
  if (args.params.page === "favorites" && !page.services.settings.features.identity.favorites) throw await notFoundResponse(page);
  return loadContentOrFail(page, contentPaths.page(page.site.siteId, args.params.page));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data, params }: Route.MetaArgs) => [
  ...contentMeta(data, "Ridgeline"),
  // The shopper's own screens: nothing for a search engine.
  ...(isMemberPage(params.page) ? [{ name: "robots", content: "noindex, nofollow" }] : []),
];

export default function StaticContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
