import type { Route } from "./+types/category";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";
import { parseCategorySegment } from "../../../contracts/paths.ts";
import { productSearchQuery } from "../../commerce/catalogue/catalogue-queries.ts";
import { listingOfUrl } from "../../commerce/catalogue/listing-page.ts";
import { categoryTrail } from "../content/page-trail.server.ts";

/**
 * `/{lc}/c/{slug}-{categoryId}`: the category's content document (the default template if it has
 * none), whose `product-grid` block lists its products. The listing the URL asks for is critical:
 * an unknown category is a 404 with the site's error page.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  const category = parseCategorySegment(args.params.slugId);
  if (!category) throw await notFoundResponse(page);
  const listing = productSearchQuery(page.site.siteId, listingOfUrl(new URL(args.request.url).search, { categoryId: category.id }).search);
  return loadContentOrFail(page, contentPaths.category(page.site.siteId, category.id), [listing], () => categoryTrail(page, category.id));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data, "Shop");

export default function Category({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
