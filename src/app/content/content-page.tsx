import { useMemo } from "react";
import { preloadModule } from "react-dom";
import { HydrationBoundary, useQuery } from "@tanstack/react-query";
import { registry } from "../../blocks/index.ts";
import { EngineProvider, type EngineValue } from "../../engine/react/engine-context.tsx";
import { PageView } from "../../engine/react/page-view.tsx";
import { browserDecisionProvider } from "../../personalisation/browser-decisions.ts";
import { readVisitorId } from "../../personalisation/visitor.ts";
import type { ContentPageData } from "./load-content-page.server.ts";
import { audienceQueryOptions } from "../../personalisation/audience-query.ts";

/** Waits for the code of a page's eager block types before a client-side navigation shows it. */
export async function loadBlockCode(page: Pick<ContentPageData, "eagerTypes"> | null | undefined): Promise<void> {
  await Promise.all((page?.eagerTypes ?? []).map((type) => registry.load(type).catch(() => undefined)));
}

/**
 * Renders a resolved content page: preloads the chunks and styles of its block types (React
 * hoists them into the head), hydrates its prefetched block data and provides the engine.
 */
export function ContentPage({ data }: { data: ContentPageData }) {
  for (const href of data.assets.scripts) preloadModule(href, { as: "script" });
  // Sites with client-side-only segmentation render without the audience; the browser asks for it.
  const audience = useQuery({ ...audienceQueryOptions(), enabled: typeof window !== "undefined" && !data.pageContext.audience });
  const engine = useMemo<EngineValue>(
    () => ({
      registry,
      page: data.pageContext.audience || !audience.data ? data.pageContext : { ...data.pageContext, audience: audience.data },
      decisions: typeof window === "undefined" ? undefined : browserDecisionProvider,
      visitorId: () => (typeof document === "undefined" ? undefined : readVisitorId(document.cookie)),
    }),
    [data.pageContext, audience.data],
  );
  return (
    <HydrationBoundary state={data.dehydratedState}>
      {data.assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="blocks" />
      ))}
      <EngineProvider value={engine}>
        {data.page.title && <h1 className="visually-hidden">{data.page.title}</h1>}
        <PageView page={data.page} />
      </EngineProvider>
    </HydrationBoundary>
  );
}
