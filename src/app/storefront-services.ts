import type { MegaMenuFlags } from "../blocks/mega-menu/feature-flags.tsx";
import type { VideoPlayerConfig } from "../blocks/video/player-config.tsx";
import type { ContentClient } from "./content/content-client.server.ts";
import type { FrontApi } from "./front-api/front-api.ts";
import type { CommerceFor } from "../commerce/commerce-access.ts";

/**
 * What the storefront's server code gets from its host (server/), made once per process from the
 * settings the host parsed at start (server/config.ts): nothing in src/ reads the environment or
 * keeps a service of its own. Route loaders find it in their load context (`context.storefront`).
 */
export interface StorefrontSettings {
  preview: PreviewSettings;
  /** Feature flags and player configuration the layout hands to the browser. */
  features: { megaMenu: MegaMenuFlags; videoPlayer: VideoPlayerConfig };
  /** The client build's Vite manifest (production); undefined in development, where Vite serves modules. */
  clientManifest?: string;
  /** reCAPTCHA v3's site key (RECAPTCHA_SITE_KEY): the checkout's pages carry it; undefined: reCAPTCHA is off. */
  recaptchaSiteKey?: string;
}

export interface PreviewSettings {
  /** The preview secret (PREVIEW_TOKEN); undefined: preview is off. */
  token?: string;
  /** Exact origins allowed to frame the preview and talk to it (PREVIEW_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** The origin the workbench loads the preview from (PREVIEW_ORIGIN); the request's own by default. */
  origin?: string;
}

export interface StorefrontServices {
  settings: StorefrontSettings;
  /** The content service, with the process's one cache of published documents. */
  content: ContentClient;
  /** The front-end API's functions, called directly while rendering (no request to ourselves). */
  frontApi: FrontApi;
  /** The commerce API's clients per site, for catalogue reads while rendering (checked answers, no token). */
  commerce: CommerceFor;
}

declare module "react-router" {
  interface AppLoadContext {
    storefront: StorefrontServices;
  }
}
