import type { MegaMenuFlags } from "../blocks/mega-menu/feature-flags.tsx";
import type { VideoPlayerConfig } from "../blocks/video/player-config.tsx";
import type { ContentClient } from "./content/content-client.server.ts";
import type { FrontApi } from "./front-api/front-api.ts";
import type { CommerceFor } from "../commerce/commerce-access.ts";
import type { AudienceContext } from "../../contracts/personalisation/audience.ts";
import type { DecideAnswer } from "../../contracts/api/decide-answer.ts";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";

/**
 * What the storefront's server code gets from its host (server/), made once per process from the
 * settings the host parsed at start (server/config.ts): nothing in src/ reads the environment or
 * keeps a service of its own. Route loaders find it in their load context (`context.storefront`).
 */
export interface StorefrontSettings {
  preview: PreviewSettings;
  /** Feature flags and player configuration the layout hands to the browser. */
  features: { megaMenu: MegaMenuFlags; videoPlayer: VideoPlayerConfig; identity: IdentityFeatures };
  /** The client build's Vite manifest (production); undefined in development, where Vite serves modules. */
  clientManifest?: string;
  /** The storefront's public origin (STOREFRONT_ORIGIN), for absolute links such as canonical ones; undefined: each request's own. */
  publicOrigin?: string;
  /** reCAPTCHA v3's site key (RECAPTCHA_SITE_KEY): the checkout's pages carry it; undefined: reCAPTCHA is off. */
  recaptchaSiteKey?: string;
}

/** Feature flags of the shopper's own screens. */
export interface IdentityFeatures {
  /** Sign-up with email and password only; names come with profile completion (FEATURE_SIMPLIFIED_ENROLLMENT). */
  simplifiedEnrollment: boolean;
  /** The favourites page and hearts (FEATURE_FAVORITES, on unless switched off). */
  favorites: boolean;
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

/**
 * The shopper of one request as the server render knows them, from the session the host keeps
 * (server/shopper-facts.ts): what the first paint needs, never a token.
 */
export interface ShopperFacts {
  /** Segmentation's facts (content spec §6): a guest's unless a member is signed in. */
  audience: AudienceContext;
  /** A signed-in member's first name, for the header's greeting. */
  firstName?: string;
  /** An employee who has not accepted the employee discount terms (commerce spec §4): the terms dialog opens. */
  employeeTermsPending: boolean;
  /** Buy-in-store mode: the associate's store and name, shown in the header. */
  associate?: { storeName: string; storeEmployeeName: string };
}

/** A cart as the server read it for the page's decide call (the lines' style, variant, quantity and value). */
export interface ShopperCart {
  currency: string;
  lines: { productId: string; sku: string; quantity: number; value: number }[];
  total: number;
  subTotal: number;
}

/** The shopper of one request, as the host hands it to the pages. */
export interface ShopperSession {
  /** The shopper's facts for a site, read once per request and site. */
  facts(siteId: string): Promise<ShopperFacts>;
  /**
   * A signed-in member's commerce clients: the page's catalogue reads carry the member's token,
   * so the first paint shows the member's prices (backend decision 0020). Undefined for guests.
   */
  commerce?: CommerceFor;
  /** The shopper's cart on a site (read once per request with the facts); undefined without one. */
  cart?(siteId: string): Promise<ShopperCart | undefined>;
  /**
   * The personalisation engine's decide call for this shopper (issue 16): the body's
   * `monetateId` is theirs, a signed-in member's token goes along (the engine reads the customer
   * from it). The answer checked against the decide contract; throws when the engine fails.
   */
  decide?(events: readonly DecideEventInput[]): Promise<DecideAnswer>;
  /** The personalisation visitor id (the `mt.v` cookie, made by the host when absent). */
  visitorId?: string;
}

declare module "react-router" {
  interface AppLoadContext {
    storefront: StorefrontServices;
    /** Absent (tests, a host without sessions): every shopper is a guest. */
    shopper?: ShopperSession;
    /** The nonce of the page's inline scripts (its Content-Security-Policy names it); absent in development. */
    scriptNonce?: string;
  }
}
