// The site's base styles: first in the shell's stylesheet, which every page links (blocks' own
// styles come after and win at equal specificity).
import "./styles/global.css";
import { useEffect, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { connectDataLayer } from "../analytics/data-layer.ts";
import { analytics } from "../analytics/event-bus.ts";
import { trackPromotions } from "../analytics/promotion-tracker.ts";

/**
 * What every shopper's page runs around its content, with or without React Router (decision 0041):
 * the page's query client, analytics events into the tag manager's `dataLayer`, and promotion
 * tracking read from the markup (also of blocks the browser keeps as server HTML).
 */
export function StorefrontApp({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  useEffect(() => connectDataLayer(analytics), []);
  useEffect(() => trackPromotions(document.body, analytics), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
