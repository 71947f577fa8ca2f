import { data } from "react-router";
import type { Route } from "./+types/preview-showcase";
import { BRAND_NAME, ContentErrorBoundary } from "../content/content-route.tsx";
import { contentRequestOf, pageRequestOf, previewOf } from "../content/page-request.server.ts";
import { ContentPage, loadBlockCode, usePreviewBridge } from "../content/content-page.tsx";
import type { ContentPageData } from "../content/load-content-page.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";
import { loadShowcase } from "../../preview/viewer/load-showcase.server.ts";
import { carriedParams, parseShowcaseQuery } from "../../preview/viewer/showcase-query.ts";
import { ShowcaseViewer } from "../../preview/viewer/showcase-viewer.tsx";

/**
 * `/{lc}/preview/showcase`: the editors' preview viewer (content spec §2). Examples of one
 * block type from the content service, each rendered by the engine as on a page. Without the
 * preview grant the path does not exist (the site's 404). Never cached: it shows drafts.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  const preview = previewOf(page);
  if (preview.mode !== "preview") throw await notFoundResponse(page);
  const url = new URL(args.request.url);
  const parsed = parseShowcaseQuery(url.searchParams);
  const showcase = parsed.status === "ready" ? await loadShowcase(page, parsed.query, contentRequestOf(preview)) : null;
  return data({ parsed, carried: carriedParams(url.searchParams), showcase }, { headers: preview.grantCookie ? { "set-cookie": preview.grantCookie } : {} });
}

/** The 404 too: a later grant must not meet a cached "not found". */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** A new query waits for its blocks' code, so that no block flashes a skeleton. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await loadBlockCode(loaded.showcase?.page);
  return loaded;
}

export const meta = ({ error }: Route.MetaArgs) =>
  error ? [{ title: `Page not found | ${BRAND_NAME}` }] : [{ title: `Preview viewer | ${BRAND_NAME}` }, { name: "robots", content: "noindex" }];

/** The page with only the section of one block: each entry renders through the engine on its own. */
function sectionOf(page: ContentPageData, id: string): ContentPageData {
  return { ...page, page: { ...page.page, sections: page.page.sections.filter((section) => section.id === id) } };
}

export default function PreviewShowcase({ loaderData }: Route.ComponentProps) {
  const { parsed, carried, showcase } = loaderData;
  // One bridge to the workbench for the whole showcase (its outline lists every example).
  const overrides = usePreviewBridge(showcase?.page);
  return (
    <ShowcaseViewer
      parsed={parsed}
      carried={carried}
      results={showcase}
      // One ContentPage per entry: React dedupes their preloads and stylesheets, and they share
      // the hydrated query cache, so this costs no more than one page with every section.
      renderBlock={showcase ? (entry) => <ContentPage data={sectionOf(showcase.page, entry.id)} bridge={false} overrides={overrides} /> : undefined}
    />
  );
}

export const ErrorBoundary = ContentErrorBoundary;
