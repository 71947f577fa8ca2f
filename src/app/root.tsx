import { Suspense, useEffect, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { connectDataLayer } from "../analytics/data-layer.ts";
import { analytics } from "../analytics/event-bus.ts";
import { trackPromotions } from "../analytics/promotion-tracker.ts";
import type { SiteLayoutData } from "./routes/site-layout.tsx";
import { siteOfPath } from "../../contracts/sites.ts";
import { FatalError } from "./lazy-fatal-error.tsx";
import "./styles/global.css";

/**
 * A preview (`?preview=true`) runs inside the editors' workbench: a frame of another site, where
 * the browser may block storage. React Router's scroll restoration script reads sessionStorage
 * and, when that throws, calls it again in its catch: an uncaught SecurityError at load. The
 * workbench syncs the preview's scroll itself, so a preview goes without it.
 */
export const isPreviewSearch = (search: string) => new URLSearchParams(search).get("preview") === "true";

/** The page's `lang`: its site's locale; without the site layout's data (its loader failed: the error page), the path's site's. */
export const documentLanguage = (siteLocale: string | undefined, pathname: string) => siteLocale ?? siteOfPath(pathname)?.locale ?? "en";

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<SiteLayoutData>("routes/site-layout");
  const { pathname, search } = useLocation();
  return (
    <html lang={documentLanguage(site?.site.locale, pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {!isPreviewSearch(search) && <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  // Analytics events reach the tag manager's window.dataLayer (browser only).
  useEffect(() => connectDataLayer(analytics), []);
  // Promotions are tracked from their markup, also those the browser keeps as server HTML.
  useEffect(() => trackPromotions(document.body, analytics), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * Last resort when a page cannot be built at all: never a blank page. In the site's language (the
 * path's first segment; English for a path of no site), with a link to that site's home.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { pathname } = useLocation();
  return (
    <main className="fatal-error">
      <Suspense>
        <FatalError status={status} site={siteOfPath(pathname)} />
      </Suspense>
    </main>
  );
}
