import path from "node:path";
import { z } from "zod";
import { flagVariable, httpUrlVariable, millisecondsVariable, parseEnvironment, portVariable, type Environment } from "../contracts/environment.ts";
import { isTrustedScriptUrl } from "../src/blocks/video/video-rules.ts";
import { parseAllowedOrigins } from "../src/preview/protocol/origins.ts";
import type { StorefrontSettings } from "../src/app/storefront-services.ts";
import { STALE_IF_ERROR_MS } from "../src/app/content/content-client.server.ts";

/**
 * The storefront's settings: the only place the storefront reads its environment
 * (`storefrontConfig()`), once at start. The host hands typed settings down: to its routes,
 * and through the load context to everything in src/ (src/app/storefront-services.ts).
 * The variables are listed in the README's configuration table.
 */
export interface StorefrontConfig {
  mode: "production" | "development";
  port: number;
  host: string;
  /** The workbench's own port (another origin than the preview it frames); undefined: none. */
  workbenchPort?: number;
  /** Where the reference backend listens when the launcher starts it (BACKEND_PORT). */
  backendPort: number;
  /** Folder of the production build (server bundle and client assets). */
  buildDir: string;
  /** Cookies only over HTTPS: production, unless INSECURE_COOKIES says otherwise (local HTTP demos). */
  secureCookies: boolean;
  /** BEHIND_TLS: answers carry HSTS. */
  behindTls: boolean;
  commerce: {
    /** An external commerce API (COMMERCE_API_URL); undefined: the reference backend. */
    url?: string;
    clientId: string;
    accessKey?: string;
  };
  content: {
    /** The content service (CONTENT_API_URL). */
    url: string;
    /** How long published documents are kept (CONTENT_CACHE_TTL_MS); 0 in development. */
    publishedTtlMs: number;
    /** How long a last good copy may stand in while the content service fails (CONTENT_STALE_IF_ERROR_MS); 0: never. */
    staleIfErrorMs: number;
    /** Bearer token of the content admin endpoint, for the workbench's saves. */
    adminToken?: string;
  };
  /** Accept timing beacons at /fapi/performance/ingest. */
  clientIngest: boolean;
  /** What src/ gets (src/app/storefront-services.ts). */
  storefront: StorefrontSettings;
}

const trustedScriptUrl = z
  .string()
  .refine(isTrustedScriptUrl, "expected an https URL or a path on the storefront")
  .transform((url) => url.trim())
  .optional();

const variables = z.object({
  NODE_ENV: z.enum(["production", "development", "test"], { error: "expected production, development or test" }).optional(),
  PORT: portVariable.optional(),
  HOST: z.string().default("127.0.0.1"),
  BACKEND_PORT: portVariable.default(3001),
  WORKBENCH_PORT: z.union([z.literal("off"), portVariable], { error: "expected a port number or off" }).optional(),
  BUILD_DIR: z.string().default("build"),
  CLIENT_MANIFEST: z.string().optional(),
  INSECURE_COOKIES: flagVariable,
  /** HTTPS ends at a proxy in front of this host: answers carry Strict-Transport-Security. */
  BEHIND_TLS: flagVariable,
  STOREFRONT_ORIGIN: httpUrlVariable.optional(),
  COMMERCE_API_URL: httpUrlVariable.optional(),
  COMMERCE_CLIENT_ID: z.string().default("ridgeline-storefront"),
  COMMERCE_ACCESS_KEY: z.string().optional(),
  CONTENT_API_URL: httpUrlVariable.optional(),
  CONTENT_CACHE_TTL_MS: millisecondsVariable.optional(),
  CONTENT_STALE_IF_ERROR_MS: millisecondsVariable.default(STALE_IF_ERROR_MS),
  CONTENT_ADMIN_TOKEN: z.string().min(16, "expected a secret of at least 16 characters").optional(),
  PREVIEW_TOKEN: z.string().optional(),
  PREVIEW_ALLOWED_ORIGINS: z
    .string()
    .transform((value, context) => {
      try {
        return parseAllowedOrigins(value);
      } catch (error) {
        // The parser names the variable; the list of problems does already.
        context.addIssue({ code: "custom", message: (error as Error).message.replace(/^PREVIEW_ALLOWED_ORIGINS: /, "") });
        return z.NEVER;
      }
    })
    .optional(),
  PREVIEW_ORIGIN: httpUrlVariable.optional(),
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/, "expected a reCAPTCHA site key (letters, digits, - and _)")
    .optional(),
  FEATURE_CLIENT_INGEST: flagVariable,
  FEATURE_MEGA_MENU_MOBILE_L3_SHOP_ALL: flagVariable,
  FEATURE_THIRD_PARTY_VIDEO_PLAYER: flagVariable,
  FEATURE_SIMPLIFIED_ENROLLMENT: flagVariable,
  // On unless switched off (commerce spec §2: favourites can be switched off by a feature flag).
  FEATURE_FAVORITES: z
    .enum(["true", "1", "false", "0"], { error: "expected true, 1, false or 0" })
    .optional()
    .transform((value) => value === undefined || value === "true" || value === "1"),
  THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL: trustedScriptUrl,
  THIRD_PARTY_VIDEO_PLAYER_STYLES_URL: trustedScriptUrl,
});

/** The origins allowed to frame the preview: the configured list, else the workbench port's own. */
function allowedOriginsOf(configured: string[] | undefined, workbenchPort: number | undefined): string[] {
  return configured ?? (workbenchPort === undefined ? [] : [`http://127.0.0.1:${workbenchPort}`, `http://localhost:${workbenchPort}`]);
}

/**
 * The storefront's settings from an environment (`dev`: `npm run dev`). Throws a
 * ConfigurationError naming each bad variable.
 */
export function storefrontConfigFrom(env: Environment, options: { dev?: boolean } = {}): StorefrontConfig {
  const parsed = parseEnvironment(variables, env);
  const mode = options.dev ? "development" : "production";
  const port = parsed.PORT ?? 3000;
  // The editors' workbench is served on a port of its own too, so that it and the preview it
  // frames are two origins as with a real content tool: 3002 next to the default PORT; a
  // storefront on another port gets none unless asked.
  const workbenchSetting = parsed.WORKBENCH_PORT ?? (parsed.PORT === undefined ? 3002 : "off");
  const workbenchPort = workbenchSetting === "off" ? undefined : workbenchSetting;
  const storefrontOrigin = parsed.STOREFRONT_ORIGIN ?? `http://127.0.0.1:${port}`;
  const buildDir = path.resolve(parsed.BUILD_DIR);
  return {
    mode,
    port,
    host: parsed.HOST,
    workbenchPort,
    backendPort: parsed.BACKEND_PORT,
    buildDir,
    secureCookies: parsed.NODE_ENV === "production" && !parsed.INSECURE_COOKIES,
    behindTls: parsed.BEHIND_TLS,
    commerce: { url: parsed.COMMERCE_API_URL, clientId: parsed.COMMERCE_CLIENT_ID, accessKey: parsed.COMMERCE_ACCESS_KEY },
    content: {
      // The reference backend serves content too: with COMMERCE_API_URL, there by default.
      url: parsed.CONTENT_API_URL ?? parsed.COMMERCE_API_URL ?? `http://127.0.0.1:${parsed.BACKEND_PORT}`,
      // In development every request reads content afresh, so edits to content and to block
      // code (whose server renders are kept with the resolved document) show at once.
      publishedTtlMs: parsed.CONTENT_CACHE_TTL_MS ?? (options.dev ? 0 : 30_000),
      staleIfErrorMs: parsed.CONTENT_STALE_IF_ERROR_MS,
      adminToken: parsed.CONTENT_ADMIN_TOKEN,
    },
    clientIngest: parsed.FEATURE_CLIENT_INGEST,
    storefront: {
      preview: {
        token: parsed.PREVIEW_TOKEN,
        allowedOrigins: allowedOriginsOf(parsed.PREVIEW_ALLOWED_ORIGINS, workbenchPort),
        origin: parsed.PREVIEW_ORIGIN ?? storefrontOrigin,
      },
      features: {
        identity: { simplifiedEnrollment: parsed.FEATURE_SIMPLIFIED_ENROLLMENT, favorites: parsed.FEATURE_FAVORITES },
        megaMenu: { mobileL3ShopAll: parsed.FEATURE_MEGA_MENU_MOBILE_L3_SHOP_ALL },
        videoPlayer: {
          thirdPartyPlayerEnabled: parsed.FEATURE_THIRD_PARTY_VIDEO_PLAYER,
          thirdPartyPlayerScriptUrl: parsed.THIRD_PARTY_VIDEO_PLAYER_SCRIPT_URL,
          thirdPartyPlayerStylesUrl: parsed.THIRD_PARTY_VIDEO_PLAYER_STYLES_URL,
        },
      },
      clientManifest: options.dev ? undefined : (parsed.CLIENT_MANIFEST ?? path.join(buildDir, "client/.vite/manifest.json")),
      recaptchaSiteKey: parsed.RECAPTCHA_SITE_KEY,
      publicOrigin: parsed.STOREFRONT_ORIGIN,
    },
  };
}

/** The settings of this process: the one read of `process.env` in the storefront. */
export function storefrontConfig(options: { dev?: boolean } = {}): StorefrontConfig {
  return storefrontConfigFrom(process.env, options);
}
