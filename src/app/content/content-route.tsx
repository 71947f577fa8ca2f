import { Suspense } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { siteOfPath } from "../../../contracts/sites.ts";
import { PageError } from "../lazy-fatal-error.tsx";
import { ContentPage, loadBlockCode } from "./content-page.tsx";
import type { ContentPageData } from "./load-content-page.server.ts";

export const BRAND_NAME = "Ridgeline";

/** Client navigations wait for the new page's block code, so no block flashes a skeleton. */
export async function clientContentLoader<T extends ContentPageData>({ serverLoader }: { serverLoader: () => Promise<T> }) {
  const page = await serverLoader();
  await loadBlockCode(page);
  return page;
}

export function contentMeta(page: ContentPageData | null | undefined, fallbackTitle: string) {
  const title = page?.page.title || fallbackTitle;
  return [{ title: `${title} | ${BRAND_NAME}` }, ...(page?.page.description ? [{ name: "description", content: page.page.description }] : [])];
}

/**
 * 404: the site's error content page; other failures: a short apology, never a blank page, in the
 * site's language (the path's; decision 0040). Its words come with the error page's chunk, loaded
 * when a page fails (lazy-fatal-error.tsx), not in every page's shell.
 */
export function ContentErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404 && error.data) {
    return <ContentPage data={error.data as ContentPageData} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="page-error" role="alert">
      <Suspense>
        <PageError status={status} site={siteOfPath(pathname)} />
      </Suspense>
    </div>
  );
}
