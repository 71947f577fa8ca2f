import { DEFAULT_MEGA_MENU_FLAGS } from "../../blocks/mega-menu/feature-flags.tsx";
import { DEFAULT_VIDEO_PLAYER_CONFIG } from "../../blocks/video/player-config.tsx";
import { createStorefrontServices, type HostedStorefrontServices } from "../create-storefront-services.server.ts";
import type { PreviewSettings, StorefrontSettings } from "../storefront-services.ts";

/** Where a test's content service lives (requests to it go to the test's `fetch`). */
export const TEST_CONTENT_URL = "http://content.test";
/** Where a test's commerce API lives (requests to it go to the test's `commerceFetch`). */
export const TEST_COMMERCE_URL = "http://commerce.test";

export interface TestServicesOptions {
  /** Answers the content service's requests; the global `fetch` (a test's stub) by default. */
  fetch?: (request: Request) => Promise<Response>;
  preview?: Partial<PreviewSettings>;
  settings?: Partial<StorefrontSettings>;
  /** Published documents are not cached unless asked: each test sees its own answers. */
  publishedTtlMs?: number;
  /** Answers the commerce API's requests; the global `fetch` by default. */
  commerceFetch?: (request: Request) => Promise<Response>;
}

/**
 * The storefront's services as its host makes them, for route and loader tests: a real content
 * client and front-end API over a content service the test answers.
 */
export function testStorefrontServices(options: TestServicesOptions = {}): HostedStorefrontServices {
  const settings: StorefrontSettings = {
    preview: { allowedOrigins: [], ...options.preview },
    features: { megaMenu: DEFAULT_MEGA_MENU_FLAGS, videoPlayer: DEFAULT_VIDEO_PLAYER_CONFIG, identity: { simplifiedEnrollment: false, favorites: true } },
    ...options.settings,
  };
  return createStorefrontServices({
    settings,
    content: { url: TEST_CONTENT_URL, publishedTtlMs: options.publishedTtlMs ?? 0, fetch: options.fetch ?? ((request) => fetch(request)) },
    commerce: { url: TEST_COMMERCE_URL, fetch: options.commerceFetch ?? ((request) => fetch(request)) },
  });
}
