import { Suspense, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { SiteLayoutData } from "./routes/site-layout.tsx";
import { StorefrontApp } from "./storefront-app.tsx";
import { RouterPageNavigation } from "./navigation/router-page-navigation.tsx";
import { DocumentScripts, documentPageOf } from "./document/document-page.tsx";
import { siteOfPath } from "../../contracts/sites.ts";
import { documentLanguage, isPreviewSearch } from "./document-language.ts";
import { FatalError } from "./lazy-fatal-error.tsx";

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<SiteLayoutData>("routes/site-layout");
  const { pathname, search } = useLocation();
  // A content page hydrates without React Router's client (decision 0041). The body keeps its
  // three children either way: React's ids (useId) follow the shape of the tree, and the document
  // entry renders the same shape.
  const preview = isPreviewSearch(search);
  const documentPage = documentPageOf(useMatches(), preview);
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
        {!preview && !documentPage && <ScrollRestoration />}
        {documentPage ? <DocumentScripts page={documentPage} /> : <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <StorefrontApp>
      <RouterPageNavigation>
        <Outlet />
      </RouterPageNavigation>
    </StorefrontApp>
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
