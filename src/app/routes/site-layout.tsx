import { data, Outlet, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { type SiteConfig } from "../../../contracts/sites.ts";
import type { FooterDocument } from "../../../contracts/content/layout-documents.ts";
import { loadLayoutContent } from "../content/load-layout-content.server.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import type { HeaderShopper } from "../../commerce/identity/account-entry.tsx";
import type { VideoPlayerConfig } from "../../blocks/video/player-config.tsx";
import { SiteFrame } from "../layout/site-frame.tsx";
import type { MegaMenuFlags } from "../../blocks/mega-menu/feature-flags.tsx";
import { megaMenuFromMenuDocument } from "../../blocks/mega-menu/menu-document.ts";
import type { MegaMenuProps } from "../../blocks/mega-menu/schema.ts";
import { readVisitorId, VISITOR_COOKIE } from "../../personalisation/visitor.ts";
import { registry } from "../../blocks/index.ts";
import { blockAssets, documentEntryScripts } from "../block-assets.server.ts";

export interface SiteLayoutData {
  site: SiteConfig;
  /**
   * The site's menu document as mega menu props, made on the server so that the browser's
   * layout chunk needs no schema (and no zod); undefined for an empty menu.
   */
  megaMenu: MegaMenuProps | undefined;
  footer: FooterDocument;
  menuFlags: MegaMenuFlags;
  videoPlayer: VideoPlayerConfig;
  /**
   * The mega menu's stylesheets: the header keeps the menu as server HTML until the shopper
   * reaches for it (decision 0014), so its chunk, which would bring them, is not loaded before.
   */
  headerStyles: string[];
  /** The shopper as the session says (the header's account entry); never a token or the profile. */
  shopper: HeaderShopper;
  simplifiedEnrollment: boolean;
  /** The site offers favourites (FEATURE_FAVORITES): the account menu links them. */
  favourites: boolean;
  /** A content page's scripts without React Router (decision 0041); none in development. */
  documentScripts: string[];
}

/** The manifest does not change while the server runs: the menu's stylesheets and the document entry's scripts are looked up once. */
let menuStyles: string[] | undefined;
let documentScripts: string[] | undefined;

export async function loader(args: LoaderFunctionArgs) {
  const page = pageRequestOf(args);
  const { site, request } = page;
  const { features, clientManifest } = page.services.settings;
  const [{ menu, footer }, facts] = await Promise.all([loadLayoutContent(page), page.shopper()]);
  const shopper: HeaderShopper = { signedIn: facts.audience.loggedIn, firstName: facts.firstName, employeeTermsPending: facts.employeeTermsPending, associate: facts.associate };
  const headers = new Headers();
  // The personalisation visitor id is read by browser code, so this cookie is not httpOnly;
  // it carries no secret.
  // The id is the one the page decided with (the host made it for this request).
  if (!readVisitorId(request.headers.get("cookie") ?? "")) {
    headers.append("set-cookie", `${VISITOR_COOKIE}=${args.context.shopper?.visitorId ?? crypto.randomUUID()}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  const megaMenu = megaMenuFromMenuDocument(menu, { language: site.language });
  return data({ site, megaMenu, footer, menuFlags: features.megaMenu, videoPlayer: features.videoPlayer, headerStyles: (menuStyles ??= blockAssets(["mega-menu"], registry, [], clientManifest, { bundled: false }).styles), shopper, simplifiedEnrollment: features.identity.simplifiedEnrollment, favourites: features.identity.favorites, documentScripts: (documentScripts ??= documentEntryScripts(clientManifest)) } satisfies SiteLayoutData, { headers });
}

export default function SiteLayout() {
  return (
    <SiteFrame data={useLoaderData<typeof loader>()}>
      <Outlet />
    </SiteFrame>
  );
}
