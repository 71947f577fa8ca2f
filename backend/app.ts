import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { createContentService } from "./content/content-service.ts";
import { contentRootsOf, DEFAULT_CONTENT_ROOTS, DEFAULT_TRUSTED_PROXIES, defaultPublicUrl } from "./config.ts";
import { plainAddress } from "./http/client-address.ts";
import { createApi, handleError, type BackendDeps } from "./http/api.ts";
import type { RecaptchaVerifier } from "./http/recaptcha.ts";
import { registerReadiness } from "./http/readiness.ts";
import { createTokenService } from "./identity/tokens.ts";
import type { OpenDatabase } from "./db/database.ts";
import { COMMERCE_MODULES } from "./modules.ts";
import { createPersonalisationService } from "./personalisation/personalisation-service.ts";
import { correlationIdOf, errorResponse } from "../contracts/errors/error-body.ts";
import { CLIENT_ID_HEADER, CORRELATION_ID_HEADER } from "../contracts/headers.ts";

/** Path prefixes of the commerce API (the content service has its own). */
const COMMERCE_PREFIXES = ["/token/", "/consumers-v3/", "/cart/", "/products/", "/stores/", "/wishlists/"];

export interface BackendOptions {
  database: OpenDatabase;
  /** Signs access tokens; random per process by default (sessions then end with the process). */
  tokenSecret?: string;
  now?: () => number;
  /** Content fixture folders, for the admin endpoint's reload; `fixtures/content` by default. */
  contentRoots?: string[];
  /** Bearer token of the content admin endpoint; without one the endpoint is off. */
  contentAdminToken?: string;
  /** reCAPTCHA verification; off by default. */
  recaptcha?: RecaptchaVerifier;
  /** The forgot-password answer carries the reset token (tests and demos only); off by default. */
  exposeResetToken?: boolean;
  /** The backend's origin as browsers reach it; `http://127.0.0.1:3001` by default. */
  publicUrl?: string;
  /** Proxies whose `x-forwarded-for` names the client; this machine's own by default. */
  trustedProxies?: readonly string[];
  /** Endpoint modules; all of the commerce API by default. */
  modules?: typeof COMMERCE_MODULES;
}

/**
 * The reference backend: the spec's call catalogue at its exact paths, on a real database.
 * Every commerce call needs a client id (API400 without); errors are the catalogue's.
 */
export function createBackendApp(options: BackendOptions) {
  const deps: BackendDeps = {
    db: options.database.db,
    tokens: createTokenService(options.tokenSecret ?? randomBytes(32).toString("hex"), options.now),
    now: options.now ?? Date.now,
    recaptcha: options.recaptcha,
    exposeResetToken: options.exposeResetToken ?? false,
    publicUrl: options.publicUrl ?? defaultPublicUrl("127.0.0.1", 3001),
    trustedProxies: new Set((options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES).map(plainAddress)),
  };
  const contentRoots = options.contentRoots ?? contentRootsOf(DEFAULT_CONTENT_ROOTS);

  const app = new Hono();
  app.use(async (c, next) => {
    c.header(CORRELATION_ID_HEADER, correlationIdOf(c));
    const isCommerce = COMMERCE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
    if (isCommerce && !c.req.header(CLIENT_ID_HEADER)) return errorResponse(c, 400, "API400", `The ${CLIENT_ID_HEADER} header is required`);
    const accept = c.req.header("accept");
    if (isCommerce && accept && !/json|\*\/\*|application\/pdf/i.test(accept)) return errorResponse(c, 406, "API406", "This API answers application/json");
    await next();
  });

  registerReadiness(app, deps.db);
  const api = createApi();
  for (const register of options.modules ?? COMMERCE_MODULES) register(api, deps);
  app.route("/", api.app);
  app.route("/", createContentService({ db: deps.db, roots: contentRoots, now: deps.now, adminToken: options.contentAdminToken, previewCredential: options.contentAdminToken }));
  app.route("/", createPersonalisationService(deps));

  app.notFound((c) => {
    const allowed = api.allowedMethods(c.req.path);
    if (allowed.length) {
      c.header("allow", allowed.join(", "));
      return errorResponse(c, 405, "API405", `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(", ")}`);
    }
    return errorResponse(c, 404, "API404", `No API ${c.req.method} ${c.req.path}`);
  });
  app.onError(handleError);
  return { app, deps };
}
