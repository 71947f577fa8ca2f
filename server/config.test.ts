import { describe, expect, test } from "vitest";
import { ConfigurationError } from "../contracts/environment.ts";
import { storefrontConfigFrom } from "./config.ts";

/** The storefront's settings from its environment: defaults, what follows what, and refusals that name the variable. */

describe("storefrontConfigFrom", () => {
  test("defaults: the README's ports, the reference backend for commerce and content, preview off", () => {
    const config = storefrontConfigFrom({});
    expect(config).toMatchObject({
      mode: "production",
      port: 3000,
      host: "127.0.0.1",
      workbenchPort: 3002,
      backendPort: 3001,
      secureCookies: false,
      commerce: { url: undefined, clientId: "ridgeline-storefront" },
      content: { url: "http://127.0.0.1:3001", publishedTtlMs: 30_000, staleIfErrorMs: 24 * 60 * 60 * 1000 },
      clientIngest: false,
    });
    expect(config.storefront.preview).toEqual({ token: undefined, allowedOrigins: ["http://127.0.0.1:3002", "http://localhost:3002"], origin: "http://127.0.0.1:3000" });
    expect(config.storefront.features).toEqual({ identity: { simplifiedEnrollment: false, favorites: true }, megaMenu: { mobileL3ShopAll: false }, videoPlayer: { thirdPartyPlayerEnabled: false, thirdPartyPlayerScriptUrl: undefined, thirdPartyPlayerStylesUrl: undefined } });
    expect(config.storefront.clientManifest).toMatch(/build\/client\/\.vite\/manifest\.json$/);
    // Canonical links on the origin each request came to.
    expect(config.storefront.publicOrigin).toBeUndefined();
  });

  test.each([
    ["another PORT: no workbench unless asked", { PORT: "4000" }, { port: 4000, workbenchPort: undefined }],
    ["another PORT with a workbench", { PORT: "4000", WORKBENCH_PORT: "4002" }, { port: 4000, workbenchPort: 4002 }],
    ["the workbench turned off", { WORKBENCH_PORT: "off" }, { workbenchPort: undefined }],
    ["an external commerce API: content from there too", { COMMERCE_API_URL: "https://api.example.com/" }, { commerce: { url: "https://api.example.com" }, content: { url: "https://api.example.com" } }],
    ["a content service of its own", { COMMERCE_API_URL: "https://api.example.com", CONTENT_API_URL: "https://cms.example.com" }, { content: { url: "https://cms.example.com" } }],
    ["production cookies are Secure", { NODE_ENV: "production" }, { secureCookies: true }],
    ["unless told otherwise (local HTTP demos)", { NODE_ENV: "production", INSECURE_COOKIES: "true" }, { secureCookies: false }],
    ["a cache time", { CONTENT_CACHE_TTL_MS: "5000" }, { content: { publishedTtlMs: 5000 } }],
    ["stale content for an hour at most", { CONTENT_STALE_IF_ERROR_MS: "3600000" }, { content: { staleIfErrorMs: 3_600_000 } }],
    ["no stale content", { CONTENT_STALE_IF_ERROR_MS: "0" }, { content: { staleIfErrorMs: 0 } }],
    ["beacons on", { FEATURE_CLIENT_INGEST: "1" }, { clientIngest: true }],
    ["a public origin: canonical links on it", { STOREFRONT_ORIGIN: "https://shop.example.com/" }, { storefront: { publicOrigin: "https://shop.example.com" } }],
    ["an empty value counts as unset", { PORT: "", CONTENT_CACHE_TTL_MS: "" }, { port: 3000, content: { publishedTtlMs: 30_000 } }],
  ])("%s", (_name, env, expected) => {
    expect(storefrontConfigFrom(env)).toMatchObject(expected);
  });

  test("development reads content afresh and serves modules through Vite (no manifest)", () => {
    const config = storefrontConfigFrom({}, { dev: true });
    expect(config.mode).toBe("development");
    expect(config.content.publishedTtlMs).toBe(0);
    expect(config.storefront.clientManifest).toBeUndefined();
    // Set explicitly, the cache time holds in development too.
    expect(storefrontConfigFrom({ CONTENT_CACHE_TTL_MS: "1000" }, { dev: true }).content.publishedTtlMs).toBe(1000);
  });

  test("preview: the secret, exact allowed origins and the preview's origin", () => {
    expect(storefrontConfigFrom({ RECAPTCHA_SITE_KEY: "6LcTestSiteKey-abc_123" }).storefront.recaptchaSiteKey).toBe("6LcTestSiteKey-abc_123");
    expect(storefrontConfigFrom({}).storefront.recaptchaSiteKey).toBeUndefined();
    const { preview } = storefrontConfigFrom({ PREVIEW_TOKEN: "a-secret", PREVIEW_ALLOWED_ORIGINS: "https://cms.example.com, http://localhost:4000/", PREVIEW_ORIGIN: "https://shop.example.com" }).storefront;
    expect(preview).toEqual({ token: "a-secret", allowedOrigins: ["https://cms.example.com", "http://localhost:4000"], origin: "https://shop.example.com" });
  });

  test("feature flags and the third-party player's files", () => {
    const { features } = storefrontConfigFrom({
      FEATURE_MEGA_MENU_MOBILE_L3_SHOP_ALL: "true",
      FEATURE_THIRD_PARTY_VIDEO_PLAYER: "1",
      FEATURE_SIMPLIFIED_ENROLLMENT: "true",
      FEATURE_FAVORITES: "false",
      THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL: "https://player.example.com/player.js",
      THIRD_PARTY_VIDEO_PLAYER_STYLES_URL: "/vendor/player.css",
    }).storefront;
    expect(features).toEqual({
      identity: { simplifiedEnrollment: true, favorites: false },
      megaMenu: { mobileL3ShopAll: true },
      videoPlayer: { thirdPartyPlayerEnabled: true, thirdPartyPlayerScriptUrl: "https://player.example.com/player.js", thirdPartyPlayerStylesUrl: "/vendor/player.css" },
    });
  });

  test.each([
    ["PORT", "abc", /PORT="abc": expected a port number/],
    ["PORT", "70000", /PORT="70000": expected a port from 1 to 65535/],
    ["WORKBENCH_PORT", "none", /WORKBENCH_PORT="none": expected a port number or off/],
    ["COMMERCE_API_URL", "ftp://api.example.com", /COMMERCE_API_URL="ftp:\/\/api.example.com": expected an http\(s\) URL/],
    ["CONTENT_CACHE_TTL_MS", "-1", /CONTENT_CACHE_TTL_MS="-1": expected 0 or more milliseconds/],
    ["FEATURE_CLIENT_INGEST", "yes", /FEATURE_CLIENT_INGEST="yes": expected true, 1, false or 0/],
    ["PREVIEW_ALLOWED_ORIGINS", "*", /PREVIEW_ALLOWED_ORIGINS="\*": "\*" is not an origin: wildcards are not allowed/],
    ["THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL", "javascript:alert(1)", /THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL=.*expected an https URL or a path/],
    ["CONTENT_ADMIN_TOKEN", "short", /CONTENT_ADMIN_TOKEN="short": expected a secret of at least 16 characters/],
    ["RECAPTCHA_SITE_KEY", '"><script>', /RECAPTCHA_SITE_KEY=.*expected a reCAPTCHA site key/],
  ])("%s=%s is refused with a message naming it", (name, value, message) => {
    expect(() => storefrontConfigFrom({ [name]: value })).toThrow(ConfigurationError);
    expect(() => storefrontConfigFrom({ [name]: value })).toThrow(message);
  });

  test("every bad variable is named at once", () => {
    let error: unknown;
    try {
      storefrontConfigFrom({ PORT: "x", BACKEND_PORT: "y" });
    } catch (thrown) {
      error = thrown;
    }
    expect((error as ConfigurationError).problems).toEqual(['PORT="x": expected a port number', 'BACKEND_PORT="y": expected a port number']);
  });
});
