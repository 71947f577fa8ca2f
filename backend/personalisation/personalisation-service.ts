import { Hono } from "hono";
import { brandSchema, decideRequest } from "../../contracts/api/decide.ts";
import { handleError, readBody, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { customerOf } from "./customer.ts";
import { decide } from "./decide.ts";
import { registerReceivedEventsRoute } from "./received-events-route.ts";

export const DECIDE_PATH = "/api/engine/v1/decide/:brand";

/**
 * The personalisation engine: `POST /api/engine/v1/decide/{brand}` (content spec §7). No client
 * id is needed (browsers call engines like this one directly); an access token, when sent, names
 * the customer (customer.ts). The body is JSON, sent as application/json or as text/plain (how
 * browsers call engines: a simple request, no CORS preflight). Bad input is a 400 with a
 * catalogue id, never a 500: a malformed body or event ATTR300 naming the field, a body of
 * another type API415, another method API405.
 */
export function createPersonalisationService(deps: BackendDeps) {
  const app = new Hono();

  app.post(DECIDE_PATH, async (c) => {
    const brand = brandSchema.safeParse(c.req.param("brand"));
    if (!brand.success) throw new ApiError(400, "ATTR300", `brand: ${brand.error.issues[0]!.message}`, { field: "brand" });
    const request = await readBody(c, decideRequest, "ATTR300", { plainText: true });
    const customer = await customerOf(c, deps, request.customerId);
    c.header("cache-control", "private, no-store");
    return c.json(await decide(deps, brand.data, request, customer));
  });

  app.on(["GET", "HEAD", "PUT", "PATCH", "DELETE"], DECIDE_PATH, (c) => {
    c.header("allow", "POST");
    throw new ApiError(405, "API405", `${c.req.method} is not allowed on ${c.req.path}; use POST`);
  });

  registerReceivedEventsRoute(app, deps);

  app.onError(handleError);
  return app;
}
