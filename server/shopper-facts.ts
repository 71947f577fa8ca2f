import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { GUEST_AUDIENCE, type AudienceContext, type IdentityType } from "../contracts/personalisation/audience.ts";
import { cartCookieOf } from "../src/commerce/cookies.ts";
import { serverCommerce } from "../src/app/create-storefront-services.server.ts";
import type { ShopperFacts, ShopperSession } from "../src/app/storefront-services.ts";
import { readSession } from "./bff/cookies.ts";
import { callContext, type SessionKeeper } from "./bff/session-tokens.ts";
import { callUpstream, serverCommerceFetch, type UpstreamConfig } from "./bff/upstream.ts";

/**
 * The shopper as the server render sees them (issue 15): segmentation's audience facts, the
 * header's greeting and the employee terms still to accept, read from the session the BFF keeps
 * (httpOnly cookies) with one profile call for a member and one cart read when the site has a
 * cart. Only what the first paint needs: never a token, never the profile itself.
 */

/** The profile fields read here; the rest of the answer is the account screens' business. */
const profileFacts = z.looseObject({
  consumerType: z.string(),
  isLoyaltyMember: z.boolean(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
  consumerDetails: z.looseObject({
    firstName: z.string(),
    athlete: z.boolean(),
    employee: z.boolean(),
    identities: z.array(z.looseObject({ type: z.string() })),
  }),
});

const cartCount = z.looseObject({ totalItems: z.number().int().nonnegative() });

const PRO_IDENTITIES: readonly IdentityType[] = ["WRANX", "IPA"];

/** The audience of a member's profile answer, with the cart's item count. */
export function audienceOfProfile(profile: z.output<typeof profileFacts>, cartItemCount: number): AudienceContext {
  return {
    loggedIn: true,
    loyaltyMember: profile.isLoyaltyMember,
    employee: profile.consumerType === "EMPLOYEE" || profile.consumerDetails.employee,
    athlete: profile.consumerDetails.athlete,
    identityTypes: PRO_IDENTITIES.filter((type) => profile.consumerDetails.identities.some((identity) => identity.type === type)),
    cartItemCount,
  };
}

export const GUEST_FACTS: ShopperFacts = { audience: GUEST_AUDIENCE, employeeTermsPending: false };

/**
 * The shopper's facts for a site, read at most once per request and site (the layout and the page
 * ask for them at the same time). A failed profile call leaves the member a guest for this render:
 * the page still renders, and the browser's own session state (the login marker) takes over.
 */
export function shopperSession(c: Context, config: UpstreamConfig, sessions: SessionKeeper): ShopperSession {
  const bySite = new Map<string, Promise<ShopperFacts>>();
  let token: Promise<string | undefined> | undefined;
  let profile: Promise<z.output<typeof profileFacts> | undefined> | undefined;

  const session = readSession(c);
  const hasSession = Boolean(session.accessToken || session.refreshToken);
  // Refreshed when near expiry (cookies written on this answer); a page never starts a guest session.
  const accessToken = () => (token ??= hasSession ? sessions.accessTokenFor(c, { startGuest: false }).catch(() => undefined) : Promise.resolve(undefined));

  async function read<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const bearer = await accessToken();
    if (!bearer) return undefined;
    try {
      const answer = await callUpstream(config, callContext(c, bearer), "GET", path);
      if (!answer.ok) return undefined;
      const parsed = schema.safeParse(await answer.json());
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  async function factsFor(siteId: string): Promise<ShopperFacts> {
    const basketId = getCookie(c, cartCookieOf(siteId));
    const cart = basketId && /^[\w-]{1,64}$/.test(basketId) ? read(`/cart/v1/cart/${basketId}`, cartCount) : undefined;
    const member = session.loggedIn && !session.associate ? await (profile ??= read("/consumers-v3/consumer", profileFacts)) : undefined;
    const cartItemCount = (await cart)?.totalItems ?? 0;
    const associate = session.associate ? { storeName: session.associate.storeName, storeEmployeeName: session.associate.storeEmployeeName } : undefined;
    if (!member) return { audience: { ...GUEST_AUDIENCE, loggedIn: Boolean(associate), cartItemCount }, employeeTermsPending: false, associate };
    const audience = audienceOfProfile(member, cartItemCount);
    return {
      audience,
      firstName: member.consumerDetails.firstName || undefined,
      employeeTermsPending: audience.employee && member.isEmployeeDiscountTCAccepted === false,
    };
  }

  const facts = (siteId: string) => {
    let known = bySite.get(siteId);
    if (!known) bySite.set(siteId, (known = factsFor(siteId)));
    return known;
  };

  // A member's catalogue reads carry their token: prices are theirs (member, employee, athlete, pro).
  const member = session.loggedIn && !session.associate;
  const serverFetch = serverCommerceFetch(config);
  const memberFetch = async (request: Request) => {
    const bearer = await accessToken();
    if (!bearer) return serverFetch(request);
    const headers = new Headers(request.headers);
    headers.set("authorization", `Bearer ${bearer}`);
    return serverFetch(new Request(request, { headers }));
  };
  return { facts, commerce: member ? serverCommerce({ url: config.baseUrl, fetch: memberFetch }) : undefined };
}
