import type { Route } from "./+types/not-found";
import { ContentErrorBoundary } from "../content/content-route.tsx";
import { pageRequestOf } from "../content/page-request.server.ts";
import { notFoundResponse } from "../content/load-content-page.server.ts";

/** Any other path under a site: 404 with the site's error content page. */
export async function loader(args: Route.LoaderArgs): Promise<never> {
  throw await notFoundResponse(pageRequestOf(args));
}

export const meta = () => [{ title: "Page not found | Ridgeline" }];

export default function NotFound() {
  return null;
}

export const ErrorBoundary = ContentErrorBoundary;
