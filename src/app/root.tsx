import { useEffect, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { connectDataLayer } from "../analytics/data-layer.ts";
import { analytics } from "../analytics/event-bus.ts";
import { trackPromotions } from "../analytics/promotion-tracker.ts";
import type { SiteLayoutData } from "./routes/site-layout.tsx";
import "./styles/global.css";

/**
 * A preview (`?preview=true`) runs inside the editors' workbench: a frame of another site, where
 * the browser may block storage. React Router's scroll restoration script reads sessionStorage
 * and, when that throws, calls it again in its catch: an uncaught SecurityError at load. The
 * workbench syncs the preview's scroll itself, so a preview goes without it.
 */
export const isPreviewSearch = (search: string) => new URLSearchParams(search).get("preview") === "true";

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<SiteLayoutData>("routes/site-layout");
  const { search } = useLocation();
  return (
    <html lang={site?.site.locale ?? "en"}>
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

/** Last resort when a page cannot be built at all: never a blank page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="fatal-error">
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p>{status === 404 ? "The page you asked for does not exist." : "We could not load this page. Please try again in a moment."}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
