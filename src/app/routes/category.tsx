import type { Route } from "./+types/category";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";
import { parseCategorySegment } from "../../../contracts/paths.ts";

/** `/{lc}/c/{slug}-{categoryId}`: the category's landing content (the default template if it has none). */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  const category = parseCategorySegment(args.params.slugId);
  if (!category) throw await notFoundResponse(page);
  return loadContentOrFail(page, contentPaths.category(page.site.siteId, category.id));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data, "Shop");

export default function Category({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
