import path from "node:path";
import { Hono, type Context } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import { compressStreamedHtml } from "./streamed-compression.ts";
import { stylesheetBundles } from "./stylesheet-bundles.ts";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { HostedStorefrontServices } from "../src/app/create-storefront-services.server.ts";
import { createFapi } from "./fapi.ts";
import { createBff } from "./bff/bff-app.ts";
import { readSession } from "./bff/cookies.ts";
import { createSessionKeeper } from "./bff/session-tokens.ts";
import { getCookie } from "hono/cookie";
import { shopperSession } from "./shopper-facts.ts";
import { VISITOR_COOKIE, visitorIdOf } from "../src/personalisation/visitor.ts";
import { createPersonalisationRoute } from "./bff/personalisation-route.ts";
import type { UpstreamConfig } from "./bff/upstream.ts";
import { createWorkbenchApi } from "./workbench-api.ts";
import { pageHeaders } from "./page-headers.ts";
import { scriptNonceOf, securityHeaders } from "./security-headers.ts";
import { createProductImages } from "./product-images.ts";
import { collectStaleReads } from "../src/app/content/content-client.server.ts";
import { markStaleContent } from "./stale-content.ts";
import { fatalErrorWordsOf } from "../src/app/fatal-error-words.ts";
import { siteOfPath } from "../contracts/sites.ts";

export interface StorefrontOptions {
  mode: "production" | "development";
  /** The React Router server build, or a function loading it fresh (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (production only; Vite serves it in development). */
  clientDir?: string;
  /** Where commerce calls go: the embedded reference backend or COMMERCE_API_URL. */
  commerce: UpstreamConfig;
  /** The process's services (content client, front-end API), shared with the rendered pages. */
  services: HostedStorefrontServices;
  /** Cookies carry `Secure` (production over HTTPS). */
  secureCookies: boolean;
  /** Accept timing beacons at /fapi/performance/ingest. */
  clientIngest?: boolean;
  /** The content admin endpoint's token, for the workbench's saves. */
  contentAdminToken?: string;
  /** HTTPS ends at a proxy in front of this host (BEHIND_TLS): answers carry HSTS. */
  behindTls?: boolean;
}

/** The storefront host: static assets, the internal front-end API, the BFF, and server-rendered pages. */
export function createStorefrontApp(options: StorefrontOptions) {
  const app = new Hono();
  const handle = createRequestHandler(options.build, options.mode);
  const { services } = options;

  app.use("*", async (c, next) => {
    c.set("secureCookies", options.secureCookies);
    await next();
  });
  app.use("*", securityHeaders({ behindTls: options.behindTls ?? false }));

  // Assets and API answers are compressed whole; streamed pages are compressed as they stream
  // (a flush whenever the renderer pauses, so the shell is not held back).
  for (const prefix of ["/assets/*", "/media/*", "/fapi/*"]) app.use(prefix, compress());
  app.use("*", compressStreamedHtml());

  // Product pictures follow the image service's naming convention (decision 0016); the host
  // draws them, standing in for the brand's CDN. Before the static /media/* files, in both modes.
  app.route("/media/products", createProductImages());

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir);
    // Hashed file names never change content: cache them for a year.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
    });
    app.use("/assets/*", stylesheetBundles(options.clientDir));
    // The build writes a brotli and a gzip copy of each script and stylesheet (decision 0041).
    app.use("/assets/*", serveStatic({ root, precompressed: true }));
    // Video captions (WebVTT): browsers drop a <track> answered with another type, and the
    // static server knows no type for .vtt.
    app.use("/media/*", async (c, next) => {
      await next();
      if (c.res.ok && c.req.path.endsWith(".vtt")) c.res.headers.set("content-type", "text/vtt; charset=utf-8");
    });
    app.use("/media/*", serveStatic({ root }));
    app.use("/favicon.svg", serveStatic({ root }));
  }

  // Pages and the audience answer read the shopper from the same session cookies as the BFF.
  const sessions = createSessionKeeper(options.commerce);
  // The personalisation visitor (the `mt.v` cookie, content spec §7's monetateId): a page view
  // without one gets a new id, which the page decides with and the layout's answer sets.
  const shopperOf = (c: Context) => shopperSession(c, options.commerce, sessions, visitorIdOf(getCookie(c, VISITOR_COOKIE)));
  app.route("/fapi", createFapi({ frontApi: services.frontApi, clientIngest: options.clientIngest, audienceOf: async (c, siteId) => ({ audience: (await shopperOf(c).facts(siteId)).audience }) }));
  // The personalisation engine's decide call, through the storefront origin (CSRF-checked; the
  // session's token tells the engine who is signed in).
  app.route("/api/engine", createPersonalisationRoute({ upstream: options.commerce }));
  app.route("/api", createBff(options.commerce));
  // The editors' workbench: its own API (preview secret, CSRF, the content admin token stays here).
  app.route("/workbench/api", createWorkbenchApi({ content: services.content, preview: services.settings.preview, adminToken: options.contentAdminToken }));
  app.use("*", pageHeaders(services.settings.preview, { scriptSources: thirdPartyPlayerSources(services.settings.features.videoPlayer.thirdPartyPlayerScriptUrl) }));
  // Pages get the same services in their load context: one content cache per process, and
  // block data read through the front-end API's functions, not by requests to ourselves.
  app.all("*", async (c) => {
    // Production pages carry a script nonce (the CSP's); Vite's development server injects inline
    // scripts of its own, so development pages go without a script policy.
    const scriptNonce = options.mode === "production" ? scriptNonceOf(c) : undefined;
    const { result: response, staleReads } = await collectStaleReads(() => handle(c.req.raw, { storefront: services, shopper: shopperOf(c), scriptNonce }));
    markStaleContent(response.headers, staleReads);
    // A page rendered for a signed-in shopper (their name, their variants) is theirs alone.
    if (readSession(c).loggedIn && response.headers.get("content-type")?.startsWith("text/html")) response.headers.set("cache-control", "private, no-store");
    return response;
  });
  app.onError((error, c) => {
    console.error("[storefront] unhandled", error);
    return serverFailure(c.req.path);
  });
  return app;
}

/** The plain 500 answer to a request nothing else answered, in the language of the path's site (English for none). */
function serverFailure(pathname: string): Response {
  const site = siteOfPath(pathname);
  const words = fatalErrorWordsOf(site?.language);
  return new Response(`${words.failedTitle}. ${words.failedText}`, {
    status: 500,
    headers: { "content-type": "text/plain; charset=UTF-8", "content-language": site?.locale ?? "en" },
  });
}

/** The origin of the configured third-party video player's script, when it is another host's. */
function thirdPartyPlayerSources(scriptUrl: string | undefined): string[] {
  if (!scriptUrl || !/^https:\/\//i.test(scriptUrl)) return [];
  return [new URL(scriptUrl).origin];
}
