import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { preloadModule } from "react-dom";
import { HydrationBoundary, useQuery } from "@tanstack/react-query";
import { registry } from "../../blocks/index.ts";
import { EngineProvider, type BlockOverrides, type EngineValue } from "../../engine/react/engine-context.tsx";
import { PageView } from "../../engine/react/page-view.tsx";
import { usePagePersonalisation } from "../../personalisation/use-page-personalisation.ts";
import type { ContentPageData } from "./load-content-page.server.ts";
import { audienceQueryOptions } from "../../personalisation/audience-query.ts";
import { StylesheetLinks } from "../stylesheet-links.tsx";

/** Whether a top-level block of the page renders its `<h1>` (the product details). */
function headingInBlocks(page: ContentPageData["page"]): boolean {
  return page.sections.some((section) => section.items.some((node) => node.kind === "block" && registry.get(node.type)?.pageHeading === true));
}

/** Waits for the code of a page's eager block types before a client-side navigation shows it. */
export async function loadBlockCode(page: Pick<ContentPageData, "eagerTypes"> | null | undefined): Promise<void> {
  await Promise.all((page?.eagerTypes ?? []).map((type) => registry.load(type).catch(() => undefined)));
}

/**
 * Preview mode only: loads the preview bridge (its own chunk, never downloaded by shoppers),
 * which talks to the editor's workbench and answers the drafts the engine renders live.
 */
export function usePreviewBridge(data: ContentPageData | undefined): BlockOverrides | undefined {
  const [overrides, setOverrides] = useState<BlockOverrides>();
  const { preview, pageContext, page, diagnostics } = data ?? {};
  useEffect(() => {
    if (!preview || !pageContext || !page) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../../preview/bridge/start-preview-bridge.ts").then(({ startPreviewBridge }) => {
      if (cancelled) return;
      const bridge = startPreviewBridge({ registry, context: pageContext, page, diagnostics: diagnostics ?? [], allowedOrigins: preview.allowedOrigins, window });
      stop = bridge.stop;
      setOverrides(bridge.drafts);
    });
    return () => {
      cancelled = true;
      stop?.();
      setOverrides(undefined);
    };
  }, [preview, pageContext, page, diagnostics]);
  return overrides;
}

export interface ContentPageProps {
  data: ContentPageData;
  /**
   * Preview: start the bridge to the workbench for this page. Defaults to true; a view made of
   * several content pages (the showcase) starts one bridge itself and hands its `overrides` down.
   */
  bridge?: boolean;
  overrides?: BlockOverrides;
}

/**
 * Renders a resolved content page: preloads the chunks and styles of its block types (React
 * hoists them into the head), hydrates its prefetched block data and provides the engine.
 */
export function ContentPage({ data, bridge = true, overrides: given }: ContentPageProps) {
  for (const href of data.assets.scripts) preloadModule(href, { as: "script" });
  // Sites with client-side-only segmentation render without the audience; the browser asks for it.
  const audience = useQuery({ ...audienceQueryOptions(data.pageContext.siteId), enabled: typeof window !== "undefined" && !data.pageContext.audience });
  const own = usePreviewBridge(bridge ? data : undefined);
  const overrides = bridge ? own : given;
  const personalisation = usePagePersonalisation(data.pageContext.personalisation);
  const engine = useMemo<EngineValue>(() => {
    const withAudience = data.pageContext.audience || !audience.data ? data.pageContext : { ...data.pageContext, audience: audience.data };
    return { registry, page: personalisation === data.pageContext.personalisation ? withAudience : { ...withAudience, personalisation }, overrides };
  }, [data.pageContext, audience.data, personalisation, overrides]);
  // A change of the engine (the audience the browser asked for, a personalisation decided late)
  // reaches the blocks in a deferred render, and this component's own urgent re-render stops
  // here (the page's view is the same element). An urgent update that reached a block still
  // waiting for its code would make React drop the block's server HTML for its skeleton until
  // the code came (a layout shift: de-de's cart, whose audience arrives during hydration); a
  // deferred one waits for the block to hydrate.
  const deferredEngine = useDeferredValue(engine);
  const view = useMemo(() => <PageView page={data.page} />, [data.page]);
  return (
    <HydrationBoundary state={data.dehydratedState}>
      <StylesheetLinks hrefs={data.assets.styles} />
      <EngineProvider value={deferredEngine}>
        {data.page.title && !headingInBlocks(data.page) && <h1 className="visually-hidden">{data.page.title}</h1>}
        {view}
      </EngineProvider>
    </HydrationBoundary>
  );
}
