import type { Route } from "./+types/product";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";
import { parseProductSegment } from "../../../contracts/paths.ts";
import { productDetailsQuery } from "../../commerce/catalogue/catalogue-queries.ts";
import { productHead } from "../../commerce/catalogue/product-head.ts";
import { productTrail } from "../content/page-trail.server.ts";

/**
 * `/{lc}/p/{slug}-{productId}`: the product's content document (`product/{siteId}/{productId}`,
 * the site's default when it has none), whose `product-details` block shows the product. The
 * product is critical: an unknown one is a 404 with the site's error page.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  const product = parseProductSegment(args.params.slugId);
  if (!product) throw await notFoundResponse(page);
  return loadContentOrFail(page, contentPaths.product(page.site.siteId, product.id), [productDetailsQuery(page.site.siteId, product.id)], productTrail);
}

export const clientLoader = clientContentLoader;
export const meta = ({ data, location }: Route.MetaArgs) => productHead(data, location) ?? contentMeta(data, "Product");

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
