import type { Route } from "./+types/not-found";
import { ContentErrorBoundary, requireSite } from "../content/content-route.tsx";
import { notFoundResponse } from "../content/load-content-page.server.ts";

/** Any other path under a site: 404 with the site's error content page. */
export async function loader({ params, request }: Route.LoaderArgs): Promise<never> {
  throw await notFoundResponse(request, requireSite(params));
}

export const meta = () => [{ title: "Page not found | Ridgeline" }];

export default function NotFound() {
  return null;
}

export const ErrorBoundary = ContentErrorBoundary;
