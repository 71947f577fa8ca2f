import type { Route } from "./+types/home";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";

export const HOME_SLUG = "home";

export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  return loadContentOrFail(page, contentPaths.page(page.site.siteId, HOME_SLUG));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data, "Outdoor clothing and gear");

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
