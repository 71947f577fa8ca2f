import { use } from "react";
import type { SiteConfig } from "../../contracts/sites.ts";
import type * as FatalErrorCode from "./fatal-error.tsx";

type FatalErrorModule = typeof FatalErrorCode;

let loaded: FatalErrorModule | undefined;
let loading: Promise<FatalErrorModule> | undefined;

/**
 * Loads the error page's code and words (once; a failed load is tried again next time). The
 * server calls it before it renders (entry.server.tsx), so a server render never suspends on it.
 */
export function loadFatalError(): Promise<FatalErrorModule> {
  loading ??= import("./fatal-error.tsx").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The last-resort error page's content, loaded when a page fails (decision 0040): root.tsx is in
 * every page's bundle and its words in three languages are not. Suspends until loaded, under the
 * error boundary's Suspense: a hydrating error page keeps the server's HTML meanwhile.
 */
export function FatalError(props: { status: number; site: SiteConfig | undefined }) {
  const { FatalErrorContent } = loaded ?? use(loadFatalError());
  return <FatalErrorContent {...props} />;
}

/** A page's error message inside the site's layout (ContentErrorBoundary), from the same chunk and words. */
export function PageError(props: { status: number; site: SiteConfig | undefined }) {
  const { PageErrorContent } = loaded ?? use(loadFatalError());
  return <PageErrorContent {...props} />;
}
