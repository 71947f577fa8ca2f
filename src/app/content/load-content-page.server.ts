import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { data } from "react-router";
import { registry } from "../../blocks/index.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { collectEagerNodes } from "../../engine/resolve-page.ts";
import { hydrationOf } from "../../engine/hydration.ts";
import { createPageResolver } from "../../engine/page-resolver.ts";
import type { Diagnostic, ResolvedPage } from "../../engine/types.ts";
import { idsFromPath } from "../../../contracts/paths.ts";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import type { SiteConfig } from "../../../contracts/sites.ts";
import { blockAssets, type BlockAssets } from "../block-assets.server.ts";
import { previewAllowedOrigins, previewRequest } from "../../preview/preview-mode.server.ts";
import { logDiagnosticsOnce } from "../../engine/diagnostics-log.ts";
import { ContentNotFoundError, contentPaths, fetchContent, type ContentRequest } from "./content-client.server.ts";

const resolvePage = createPageResolver(registry);
// Loaders validate documents, so every block schema is loaded once, before the first page.
const schemasReady = registry.preloadSchemas();

/** Longest a page waits for block data on the server; slower data loads in the browser. */
export const BLOCK_DATA_BUDGET_MS = 1_500;

export interface ContentPageData {
  page: ResolvedPage;
  pageContext: PageContext;
  dehydratedState: DehydratedState;
  assets: BlockAssets;
  /** Block types rendered on the server: the browser loads their code before a navigation. */
  eagerTypes: string[];
  /** Preview mode only. */
  diagnostics?: Diagnostic[];
  /** Preview mode only: what the preview bridge needs to talk to the editor's workbench. */
  preview?: { allowedOrigins: string[] };
}

export const ERROR_PAGE_SLUG = "error-4xx";

function buildPageContext(request: Request, site: SiteConfig, mode: PageContext["mode"]): PageContext {
  const url = new URL(request.url);
  return {
    siteId: site.siteId,
    localePath: site.localePath,
    mode,
    pathname: url.pathname,
    ...idsFromPath(url.pathname),
    // The shopper's session (and with it the real audience) arrives with the commerce BFF;
    // until then every shopper is a guest. Client-side-only sites resolve in the browser.
    audience: site.clientSideSegmentation ? undefined : GUEST_AUDIENCE,
    testContext: url.searchParams.get("p13n_testcontext") ?? undefined,
    clientSideSegmentation: site.clientSideSegmentation,
  };
}

async function prefetchBlockData(queryClient: QueryClient, pageContext: PageContext, page: ResolvedPage) {
  const work: Promise<void>[] = [];
  for (const node of collectEagerNodes(page.sections, pageContext, registry)) {
    const provider = registry.get(node.type)?.dataProvider;
    if (provider) work.push(queryClient.prefetchQuery(provider(node.props, pageContext)));
  }
  if (work.length === 0) return;
  await Promise.race([Promise.all(work), new Promise((resolve) => setTimeout(resolve, BLOCK_DATA_BUDGET_MS))]);
}

/** Types of the eager blocks the browser hydrates at once (the others stay server HTML, see 0014). */
function hydratingTypes(sections: ResolvedPage["sections"], context: PageContext, preview: boolean): string[] {
  const nodes = collectEagerNodes(sections, context, registry).filter((node) => hydrationOf(node, registry, preview) === "load");
  return [...new Set(nodes.map((node) => node.type))];
}

/** Resolves a page document for a request: validated tree, prefetched block data, block assets. */
export async function buildPage(document: unknown, request: Request, site: SiteConfig, content: ContentRequest): Promise<ContentPageData> {
  const pageContext = buildPageContext(request, site, content.mode);
  await schemasReady;
  const result = resolvePage(document, pageContext);
  logDiagnosticsOnce(result.diagnostics, site.siteId);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchBlockData(queryClient, pageContext, result.page);
  return {
    page: result.page,
    pageContext,
    dehydratedState: dehydrate(queryClient),
    assets: blockAssets(result.eagerTypes, registry, hydratingTypes(result.page.sections, pageContext, content.mode === "preview")),
    eagerTypes: result.eagerTypes,
    diagnostics: content.mode === "preview" ? result.diagnostics : undefined,
    preview: content.mode === "preview" ? { allowedOrigins: previewAllowedOrigins() } : undefined,
  };
}

/**
 * Loads, validates and prepares a content page. A missing document answers 404 with the
 * site's `error-4xx` content page; a content service failure is thrown (the route's error
 * boundary shows a generic error page with status 503).
 */
export async function loadContentPage(request: Request, site: SiteConfig, resource: string) {
  const preview = previewRequest(request);
  const content: ContentRequest = { mode: preview.mode, previewDateTime: preview.previewDateTime };
  const headers: HeadersInit = preview.grantCookie ? { "set-cookie": preview.grantCookie } : {};
  try {
    return data(await buildPage(await fetchContent(resource, content), request, site, content), { headers });
  } catch (error) {
    if (!(error instanceof ContentNotFoundError)) throw error;
  }
  throw await notFoundResponse(request, site);
}

/** The 404 answer: the site's error content page, or null when even that is missing. */
export async function notFoundResponse(request: Request, site: SiteConfig) {
  const preview = previewRequest(request);
  const content: ContentRequest = { mode: preview.mode, previewDateTime: preview.previewDateTime };
  let errorPage: ContentPageData | null = null;
  try {
    errorPage = await buildPage(await fetchContent(contentPaths.page(site.siteId, ERROR_PAGE_SLUG), content), request, site, content);
  } catch (error) {
    console.error(`[content] error page unavailable for ${site.siteId}`, error);
  }
  return data(errorPage, { status: 404 });
}
