import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { codeChallengeOf } from "../../contracts/pkce.ts";
import { clearSession, readSession, writeAssociate, writeSession } from "./cookies.ts";
import { ensureCsrfToken } from "./csrf.ts";
import { agentAnswer, callContext, sessionTokensOf, tokenAnswer, type SessionKeeper } from "./session-tokens.ts";
import { callUpstream, type UpstreamConfig } from "./upstream.ts";

/** A token call answered 409 is tried once more after this delay (commerce spec §7, §9). */
export const TOKEN_RETRY_DELAY_MS = 2_000;

const signinBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  /** The guest's cart, favourites and saved-for-later list, merged into the member's. */
  basketId: z.string().max(64).optional(),
  favoriteId: z.string().max(64).optional(),
  saveForLaterId: z.string().max(64).optional(),
  /** Sign-in from the order confirmation: the guest's order becomes the member's. */
  orderNo: z.string().max(64).optional(),
  st: z.string().max(512).optional(),
  /** Passed on to the commerce API, which verifies it when reCAPTCHA is on (spec §5). */
  recaptcha_response: z.string().max(4096).optional(),
});

const associateLoginBody = z.object({ storeId: z.string().trim().min(1).max(64), employeeId: z.string().trim().min(1).max(64), password: z.string().min(1).max(1024) });

/** guestObjects of the token call: only the ids the page sent. */
function guestObjectsOf(body: { basketId?: string; favoriteId?: string; saveForLaterId?: string }) {
  const objects = Object.fromEntries(Object.entries({ basketId: body.basketId, favoriteId: body.favoriteId, saveForLaterId: body.saveForLaterId }).filter(([, id]) => id));
  return Object.keys(objects).length ? objects : undefined;
}

/**
 * The session's routes under `/api/session`: its state for page scripts, associate sign-in,
 * shopper sign-in (PKCE on the server) and sign-out.
 */
export function registerSessionRoutes(bff: Hono, config: UpstreamConfig, sessions: SessionKeeper): void {
  const { accessTokenFor, guestSession } = sessions;

  // The session's state for page scripts: never a token.
  bff.get("/session", (c) => {
    c.header("cache-control", "private, no-store");
    const session = readSession(c);
    return c.json({ loggedIn: session.loggedIn, associate: session.associate, csrfToken: ensureCsrfToken(c) });
  });

  /**
   * Associate sign-in (buy-in-store mode, route /associate-login): the agent login call, its
   * tokens kept in the same httpOnly cookies as a shopper's; carts made now are the associate's
   * (backend decision 0008), price adjustments become possible. Signing out ends it.
   */
  bff.post("/session/associate", async (c) => {
    const body = associateLoginBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return errorResponse(c, 400, "ATTR300", "Expected { storeId, employeeId, password }");
    const login = await callUpstream(config, callContext(c), "POST", "/consumers-v3/consumer/agent/login", JSON.stringify(body.data));
    const answer = await login.json().catch(() => undefined);
    if (!login.ok) return c.json(answer ?? {}, login.status as ContentfulStatusCode);
    const parsed = agentAnswer.safeParse(answer);
    if (!parsed.success) return errorResponse(c, 502, "AUT500", "The associate sign-in answer was not understood");
    const tokens = sessionTokensOf(parsed.data, "agent");
    clearSession(c);
    writeSession(c, tokens);
    const associate = { storeId: parsed.data.storeId, storeName: parsed.data.storeName, storeEmployeeId: parsed.data.storeEmployeeId, storeEmployeeName: parsed.data.storeEmployeeName };
    writeAssociate(c, associate, Math.max(0, tokens.refreshExpiresAt - Math.floor(Date.now() / 1000)));
    return c.json({ loggedIn: true, associate });
  });

  /**
   * Sign-in with PKCE run on the server: the verifier (32 random bytes) never leaves it; the
   * guest's cart is merged into the member's; a 409 on the token call is retried once after 2 s.
   */
  bff.post("/session/signin", async (c) => {
    const body = signinBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return errorResponse(c, 400, "ATTR300", "Expected { username, password }");
    const guestToken = await accessTokenFor(c);
    const codeVerifier = randomBytes(32).toString("base64url");
    const signin = await callUpstream(config, callContext(c, guestToken), "POST", "/consumers-v3/auth/signin", JSON.stringify({ type: "Registered", username: body.data.username, password: body.data.password, codeChallenge: codeChallengeOf(codeVerifier), recaptcha_response: body.data.recaptcha_response }));
    if (!signin.ok) return c.json(await signin.json(), signin.status as ContentfulStatusCode);
    const { authorizationCode } = (await signin.json()) as { authorizationCode: string };
    const tokenBody = JSON.stringify({ type: "Registered", authorizationCode, codeVerifier, guestObjects: guestObjectsOf(body.data), orderNo: body.data.orderNo, st: body.data.st, action: "postLogin" });
    let token = await callUpstream(config, callContext(c, guestToken), "POST", "/token/v2/auth/token", tokenBody);
    if (token.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, TOKEN_RETRY_DELAY_MS));
      token = await callUpstream(config, callContext(c, guestToken), "POST", "/token/v2/auth/token", tokenBody);
    }
    const answer = await token.json();
    if (!token.ok) return c.json(answer, token.status as ContentfulStatusCode);
    const parsed = tokenAnswer.safeParse(answer);
    if (!parsed.success) return errorResponse(c, 502, "AUT500", "The sign-in answer was not understood");
    writeSession(c, sessionTokensOf(parsed.data, "registered"));
    const session = answer as Record<string, unknown>;
    return c.json({
      loggedIn: true,
      consumerNo: session.consumerNo,
      consumerType: session.consumerType,
      basketId: session.basketId ?? null,
      mergedCartItemCountIncreased: session.mergedCartItemCountIncreased === true,
      isEmployeeDiscountTCAccepted: session.isEmployeeDiscountTCAccepted === true,
    });
  });

  bff.post("/session/signout", async (c) => {
    const session = readSession(c);
    if (session.refreshToken && session.accessToken) {
      await callUpstream(config, callContext(c, session.accessToken), "POST", "/consumers-v3/consumer/auth/signout", JSON.stringify({ refreshToken: session.refreshToken }));
    }
    clearSession(c);
    const guest = await guestSession(c);
    if (guest) writeSession(c, guest);
    return c.json({ loggedIn: false, message: "Success" });
  });
}
