import { renderToReadableStream } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Registry } from "../../../registry/create-registry.ts";
import type { PageContext } from "../../page-context.ts";
import type { ResolvedPage } from "../../types.ts";
import { EngineProvider } from "../engine-context.tsx";
import { PageView } from "../page-view.tsx";
import { logServerRenderError } from "../server-block-frame.tsx";
import { GUEST_AUDIENCE } from "../../../../contracts/personalisation/audience.ts";

/** A PageContext for tests: a guest on the US home page in publish mode, overridable. */
export function pageContext(overrides: Partial<PageContext> = {}): PageContext {
  return {
    siteId: "RL-US",
    localePath: "en-us",
    mode: "publish",
    pathname: "/en-us",
    audience: GUEST_AUDIENCE,
    clientSideSegmentation: false,
    ...overrides,
  };
}

/** The page tree the storefront renders, for server and browser tests. */
export function PageUnderTest({ page, context, registry, queryClient }: { page: ResolvedPage; context: PageContext; registry: Registry; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EngineProvider value={{ registry, page: context }}>
        <PageView page={page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}

/** Streams the page to HTML like the server does and waits for every boundary. */
export async function streamPageToHtml(element: React.ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    onError: (error, info) => {
      errors.push(error);
      logServerRenderError(error, info?.componentStack);
    },
  });
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}
