import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { brandSchema, decideAnswer } from "../../contracts/api/decide.ts";
import { contractProblem } from "./contract-problem.ts";
import { readSession } from "./cookies.ts";
import { requireCsrf } from "./csrf.ts";
import { readBffMutationBody } from "./mutation-body.ts";
import type { UpstreamConfig } from "./upstream.ts";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { CORRELATION_ID_HEADER } from "../../contracts/headers.ts";

export interface PersonalisationRouteOptions {
  /** Where the engine is: the embedded reference backend, or the commerce API's host. */
  upstream: Pick<UpstreamConfig, "upstream" | "baseUrl">;
  /**
   * The shopper's access token, sent so that the engine knows a logged-in customer. Default: the
   * session cookie's token as it is (an expired one makes the engine treat the shopper as
   * anonymous until the next commerce call refreshes it); the BFF may pass its refreshing one.
   */
  accessToken?: (c: Context) => Promise<string | undefined> | string | undefined;
}

/**
 * A decide body is JSON, labelled application/json or text/plain: browsers send it as text/plain
 * (a simple request, never a preflight; browser-events.ts), as they would to a real engine.
 */
export const isDecideBodyType = (contentType: string | undefined): boolean =>
  /^application\/(.+\+)?json\b/i.test(contentType ?? "") || /^text\/plain\s*(;|$)/i.test(contentType ?? "");

/** Only JSON passes back to page scripts. */
const JSON_ANSWER = /^application\/json\b/i;

/**
 * The decide call on the storefront's origin: `POST {mount}/v1/decide/{brand}`, mounted at
 * `/api/engine` so that browser code calls `/api/engine/v1/decide/{brand}`, the engine's own
 * path. CSRF-checked like every storefront mutation (the call records events). The body is JSON,
 * sent as application/json or text/plain (another type: 415 API415, the engine is not called),
 * and goes on as application/json. The customer is
 * never taken from the browser: a `customerId` in the body is dropped and the session's access
 * token goes along instead, from which the engine reads the consumer (content spec §6: a
 * logged-in shopper's consumer id is sent, an anonymous shopper's none).
 *
 * The engine's success answers are checked here against the decide contract (decision 0013:
 * the browser trusts its own origin's answers and ships no schema code); one off the contract
 * is a 502 GEN500, and the shopper's experience blocks keep their baseline.
 */
export function createPersonalisationRoute(options: PersonalisationRouteOptions) {
  const route = new Hono();
  const accessToken = options.accessToken ?? ((c: Context) => readSession(c).accessToken);

  route.use(readBffMutationBody());
  route.use(requireCsrf);

  route.post("/v1/decide/:brand", async (c) => {
    const brand = brandSchema.safeParse(c.req.param("brand"));
    if (!brand.success) return errorResponse(c, 400, "ATTR300", `brand: ${brand.error.issues[0]!.message}`, { field: "brand" });
    if (!isDecideBodyType(c.req.header("content-type"))) return errorResponse(c, 415, "API415", "Send the body as application/json or text/plain");
    const body = withoutCustomerId(await c.req.text());
    // The engine is told what the body is, whichever way the browser labelled it.
    const headers = new Headers({ accept: "application/json", "content-type": "application/json", [CORRELATION_ID_HEADER]: randomUUID() });
    const token = await accessToken(c);
    if (token) headers.set("authorization", `Bearer ${token}`);

    let response: Response;
    try {
      const target = new URL(`/api/engine/v1/decide/${brand.data}`, options.upstream.baseUrl);
      response = await options.upstream.upstream(new Request(target, { method: "POST", headers, body }));
    } catch (error) {
      console.error(`[bff] personalisation engine unreachable: ${(error as Error).message}`);
      return errorResponse(c, 502, "GEN500", "Personalisation is temporarily unavailable");
    }
    if (!JSON_ANSWER.test(response.headers.get("content-type") ?? "")) return errorResponse(c, 502, "GEN500", "Personalisation answered something unexpected");
    const text = await response.text();
    if (response.ok) {
      const problem = contractProblem(decideAnswer, text);
      if (problem !== undefined) {
        console.error(`[bff] personalisation engine answered off the decide contract: ${problem}`);
        return errorResponse(c, 502, "GEN500", "Personalisation answered something unexpected");
      }
    }
    c.header("content-type", "application/json");
    c.header("x-content-type-options", "nosniff");
    c.header("cache-control", "private, no-store");
    return c.body(text, response.status as ContentfulStatusCode);
  });

  route.on(["GET", "HEAD", "PUT", "PATCH", "DELETE"], "/v1/decide/:brand", (c) => {
    c.header("allow", "POST");
    return errorResponse(c, 405, "API405", `${c.req.method} is not allowed; use POST`);
  });
  return route;
}

/** The body with any `customerId` taken out; a body that is not a JSON object goes as it is (the engine refuses it). */
export function withoutCustomerId(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text;
  }
  if (!json || typeof json !== "object" || Array.isArray(json) || !Object.hasOwn(json, "customerId")) return text;
  const { customerId: _dropped, ...rest } = json as Record<string, unknown>;
  return JSON.stringify(rest);
}
