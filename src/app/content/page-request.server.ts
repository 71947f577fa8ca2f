import { data } from "react-router";
import { siteForLocalePath, type SiteConfig } from "../../../contracts/sites.ts";
import { previewRequest, type PreviewRequest } from "../../preview/preview-mode.server.ts";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import type { CommerceFor } from "../../commerce/commerce-access.ts";
import type { ShopperFacts, ShopperSession, StorefrontServices } from "../storefront-services.ts";
import type { ContentRequest } from "./content-client.server.ts";

/** What a page's server code works from: the request, its site and the host's services. */
export interface PageRequest {
  request: Request;
  site: SiteConfig;
  services: StorefrontServices;
  /** The shopper's facts for the page's site (a guest's when the host keeps no session). */
  shopper: () => Promise<ShopperFacts>;
  /** A signed-in member's commerce clients (their prices); the services' shared ones otherwise. */
  shopperCommerce?: CommerceFor;
  /** The shopper's session as the host keeps it (cart, decide call, visitor id); absent in tests without a host. */
  session?: ShopperSession;
}

const GUEST: ShopperFacts = { audience: GUEST_AUDIENCE, employeeTermsPending: false };

/** The preview the request asks for and is granted (publish mode otherwise). */
export const previewOf = (page: Pick<PageRequest, "request" | "services">): PreviewRequest => previewRequest(page.request, page.services.settings.preview);

/** The content the request reads: published, or drafts as of the preview date. */
export const contentRequestOf = (preview: PreviewRequest): ContentRequest => ({ mode: preview.mode, previewDateTime: preview.previewDateTime });

/** A site route's page request: its `:lc` site (404 for an unknown one) and the services of its load context. */
export function pageRequestOf({ request, params, context }: { request: Request; params: { lc?: string }; context: { storefront: StorefrontServices; shopper?: ShopperSession } }): PageRequest {
  const site = siteForLocalePath(params.lc);
  if (!site) throw data(null, { status: 404 });
  const session = context.shopper;
  return { request, site, services: context.storefront, shopper: session ? () => session.facts(site.siteId) : async () => GUEST, shopperCommerce: session?.commerce, session };
}
