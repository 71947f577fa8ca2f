import { data } from "react-router";
import { siteForLocalePath, type SiteConfig } from "../../../contracts/sites.ts";
import { previewRequest, type PreviewRequest } from "../../preview/preview-mode.server.ts";
import type { StorefrontServices } from "../storefront-services.ts";
import type { ContentRequest } from "./content-client.server.ts";

/** What a page's server code works from: the request, its site and the host's services. */
export interface PageRequest {
  request: Request;
  site: SiteConfig;
  services: StorefrontServices;
}

/** The preview the request asks for and is granted (publish mode otherwise). */
export const previewOf = (page: Pick<PageRequest, "request" | "services">): PreviewRequest => previewRequest(page.request, page.services.settings.preview);

/** The content the request reads: published, or drafts as of the preview date. */
export const contentRequestOf = (preview: PreviewRequest): ContentRequest => ({ mode: preview.mode, previewDateTime: preview.previewDateTime });

/** A site route's page request: its `:lc` site (404 for an unknown one) and the services of its load context. */
export function pageRequestOf({ request, params, context }: { request: Request; params: { lc?: string }; context: { storefront: StorefrontServices } }): PageRequest {
  const site = siteForLocalePath(params.lc);
  if (!site) throw data(null, { status: 404 });
  return { request, site, services: context.storefront };
}
