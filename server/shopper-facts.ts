import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { GUEST_AUDIENCE, type AudienceContext, type IdentityType } from "../contracts/personalisation/audience.ts";
import { cartCookieOf } from "../src/commerce/cookies.ts";
import { serverCommerce } from "../src/app/create-storefront-services.server.ts";
import type { ShopperCart, ShopperFacts, ShopperSession } from "../src/app/storefront-services.ts";
import { decideAnswer, type DecideAnswer } from "../contracts/api/decide-answer.ts";
import type { DecideEventInput } from "../contracts/api/decide-event-types.ts";
import { DECIDE_BRAND, DECIDE_CHANNEL } from "../src/personalisation/decide-path.ts";
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

/** The cart fields read here: the count (audience) and the lines and totals (the decide call's Cart event). */
const cartFacts = z.looseObject({
  totalItems: z.number().int().nonnegative(),
  // Only the decide call reads these: a cart answer without them still counts.
  currency: z.string().optional(),
  totals: z.looseObject({ total: z.number(), itemSubTotal: z.number() }).optional(),
  items: z.array(z.looseObject({ productId: z.string(), masterId: z.string(), qty: z.number().int().positive(), price: z.looseObject({ priceAfterItemDiscount: z.number() }) })).optional(),
});

/** The cart as the decide call reports it (none from an answer without lines and totals). */
export function shopperCartOf(cart: z.output<typeof cartFacts>): ShopperCart | undefined {
  if (!cart.currency || !cart.totals || !cart.items) return undefined;
  return {
    currency: cart.currency,
    lines: cart.items.map((item) => ({ productId: item.masterId, sku: item.productId, quantity: item.qty, value: item.price.priceAfterItemDiscount })),
    total: cart.totals.total,
    subTotal: cart.totals.itemSubTotal,
  };
}

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
export function shopperSession(c: Context, config: UpstreamConfig, sessions: SessionKeeper, visitorId?: string): ShopperSession {
  const bySite = new Map<string, Promise<ShopperFacts>>();
  const cartBySite = new Map<string, Promise<z.output<typeof cartFacts> | undefined>>();
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

  function cartOf(siteId: string) {
    let known = cartBySite.get(siteId);
    if (!known) {
      const basketId = getCookie(c, cartCookieOf(siteId));
      known = basketId && /^[\w-]{1,64}$/.test(basketId) ? read(`/cart/v1/cart/${basketId}`, cartFacts) : Promise.resolve(undefined);
      cartBySite.set(siteId, known);
    }
    return known;
  }

  async function factsFor(siteId: string): Promise<ShopperFacts> {
    const cart = cartOf(siteId);
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
  async function decide(events: readonly DecideEventInput[]): Promise<DecideAnswer> {
    if (!visitorId) throw new Error("No personalisation visitor id");
    const bearer = await accessToken();
    const headers = new Headers({ accept: "application/json", "content-type": "application/json" });
    if (bearer) headers.set("authorization", `Bearer ${bearer}`);
    const body = JSON.stringify({ monetateId: visitorId, channel: DECIDE_CHANNEL, events });
    const answer = await config.upstream(new Request(new URL(`/api/engine/v1/decide/${DECIDE_BRAND}`, config.baseUrl), { method: "POST", headers, body }));
    if (!answer.ok) throw new Error(`decide answered ${answer.status}`);
    return decideAnswer.parse(await answer.json());
  }

  return {
    facts,
    commerce: member ? serverCommerce({ url: config.baseUrl, fetch: memberFetch }) : undefined,
    cart: async (siteId) => {
      const cart = await cartOf(siteId);
      return cart ? shopperCartOf(cart) : undefined;
    },
    decide,
    visitorId,
  };
}
