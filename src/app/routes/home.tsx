import type { Route } from "./+types/home";
import { clientContentLoader, ContentErrorBoundary, contentMeta, requireSite } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../content/content-client.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";

export const HOME_SLUG = "home";

export async function loader({ params, request }: Route.LoaderArgs) {
  const site = requireSite(params);
  return loadContentOrFail(request, site, contentPaths.page(site.siteId, HOME_SLUG));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data, "Outdoor clothing and gear");

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
