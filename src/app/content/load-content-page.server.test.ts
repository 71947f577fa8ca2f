import { describe, expect, test } from "vitest";
import { siteForLocalePath } from "../../../contracts/sites.ts";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import { DEFAULT_MEGA_MENU_FLAGS } from "../../blocks/mega-menu/feature-flags.tsx";
import { DEFAULT_VIDEO_PLAYER_CONFIG } from "../../blocks/video/player-config.tsx";
import { testStorefrontServices } from "../testing/storefront-services.ts";
import { buildPage } from "./load-content-page.server.ts";
import type { PageRequest } from "./page-request.server.ts";

const EMPTY_PAGE = { id: "page-1", slug: "c/jackets-100200", sections: [] };

function pageRequest(favorites: boolean): PageRequest {
  const features = { megaMenu: DEFAULT_MEGA_MENU_FLAGS, videoPlayer: DEFAULT_VIDEO_PLAYER_CONFIG, identity: { simplifiedEnrollment: false, favorites } };
  return {
    request: new Request("http://storefront.test/en-us/c/jackets-100200"),
    site: siteForLocalePath("en-us")!,
    services: testStorefrontServices({ settings: { preview: { allowedOrigins: [] }, features } }),
    shopper: async () => ({ audience: GUEST_AUDIENCE, employeeTermsPending: false }),
  };
}

describe("the page context the blocks render with", () => {
  test("says when the site's favourites are switched off (every heart hides); says nothing when they are on", async () => {
    const off = await buildPage(EMPTY_PAGE, pageRequest(false), { mode: "publish" });
    expect(off.pageContext.favourites).toBe(false);
    const on = await buildPage(EMPTY_PAGE, pageRequest(true), { mode: "publish" });
    expect(on.pageContext).not.toHaveProperty("favourites");
  });
});
