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

let loadedOrNot: Promise<FatalErrorModule | undefined> | undefined;

/**
 * The error page's code, or undefined when it cannot be loaded: the network that failed the page
 * may be down, and an error page that threw would leave a blank page. Settled once for the page's
 * life: a render that asked again while offline would suspend, fail and render again, forever.
 */
const fatalErrorOrNothing = () => (loadedOrNot ??= loadFatalError().catch(() => undefined));

/** Without the error page's code: a few English words in the shell (each byte is on every page), never a blank page. */
function WithoutCode({ status, site, home }: { status: number; site: SiteConfig | undefined; home: boolean }) {
  return (
    <>
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      {home && <a href={site ? `/${site.localePath}` : "/"}>Home</a>}
    </>
  );
}

/**
 * The last-resort error page's content, loaded when a page fails (decision 0040): root.tsx is in
 * every page's bundle and its words in three languages are not. Suspends until loaded, under the
 * error boundary's Suspense: a hydrating error page keeps the server's HTML meanwhile.
 */
export function FatalError(props: { status: number; site: SiteConfig | undefined }) {
  const code = loaded ?? use(fatalErrorOrNothing());
  return code ? <code.FatalErrorContent {...props} /> : <WithoutCode {...props} home />;
}

/** A page's error message inside the site's layout (ContentErrorBoundary), from the same chunk and words. */
export function PageError(props: { status: number; site: SiteConfig | undefined }) {
  const code = loaded ?? use(fatalErrorOrNothing());
  return code ? <code.PageErrorContent {...props} /> : <WithoutCode {...props} home={false} />;
}
