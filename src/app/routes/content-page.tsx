import { redirect } from "react-router";
import type { Route } from "./+types/content-page";
import { clientContentLoader, ContentErrorBoundary, contentMeta, requireSite } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../content/content-client.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";
import { legacyRedirectTarget } from "../../../contracts/paths.ts";

const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

/** `/{lc}/{page}`: a static content page; older category and product paths are redirected. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const site = requireSite(params);
  const legacy = legacyRedirectTarget(site.localePath, params.page);
  if (legacy) throw redirect(`${legacy}${new URL(request.url).search}`, 301);
  if (!PAGE_SLUG.test(params.page)) throw await notFoundResponse(request, site);
  return loadContentOrFail(request, site, contentPaths.page(site.siteId, params.page));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data, "Ridgeline");

export default function StaticContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
