import { Hono } from "hono";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { registerCommerceProxy } from "./commerce-proxy.ts";
import { requireCsrf } from "./csrf.ts";
import { readBffMutationBody } from "./mutation-body.ts";
import { registerSessionRoutes } from "./session-routes.ts";
import { createSessionKeeper } from "./session-tokens.ts";
import type { UpstreamConfig } from "./upstream.ts";

export { CHECKED_ANSWERS } from "./checked-answers.ts";
export { REFRESH_MARGIN_SECONDS } from "./session-tokens.ts";
export { TOKEN_RETRY_DELAY_MS } from "./session-routes.ts";

/**
 * The storefront's backend-for-frontend, mounted at `/api`: the only way browser code reaches
 * the commerce API. It keeps the shopper's tokens in httpOnly cookies, refreshes them
 * (session-tokens.ts), signs shoppers and associates in and out (session-routes.ts), checks CSRF
 * on every mutation and passes shopper calls on with the spec's headers (commerce-proxy.ts).
 */
export function createBff(config: UpstreamConfig) {
  const bff = new Hono();
  const sessions = createSessionKeeper(config);
  bff.use(readBffMutationBody());
  bff.use(requireCsrf);
  registerSessionRoutes(bff, config, sessions);
  registerCommerceProxy(bff, config, sessions);
  bff.notFound((c) => errorResponse(c, 404, "API404", `No storefront API ${c.req.method} ${c.req.path}`));
  return bff;
}
