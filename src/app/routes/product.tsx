import type { Route } from "./+types/product";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";
import { parseProductSegment } from "../../../contracts/paths.ts";

/** `/{lc}/p/{slug}-{productId}`: the product page, a content shell until the product screen exists. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  const product = parseProductSegment(args.params.slugId);
  if (!product) throw await notFoundResponse(page);
  return loadContentOrFail(page, contentPaths.product(page.site.siteId, product.id));
}

export const clientLoader = clientContentLoader;
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data, "Product");

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}

export const ErrorBoundary = ContentErrorBoundary;
