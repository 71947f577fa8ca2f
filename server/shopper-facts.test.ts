import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { GUEST_AUDIENCE } from "../contracts/personalisation/audience.ts";
import { createSessionKeeper } from "./bff/session-tokens.ts";
import type { UpstreamConfig } from "./bff/upstream.ts";
import { audienceOfProfile, shopperSession } from "./shopper-facts.ts";

const PROFILE = {
  consumerType: "REGISTERED",
  isLoyaltyMember: true,
  consumerDetails: { firstName: "Ada", athlete: false, employee: false, identities: [] as { type: string }[] },
};

/** A storefront route answering the request's shopper facts for RL-US, against a fake commerce API. */
function harness(answer: (path: string, authorization: string | null) => Response) {
  const calls: string[] = [];
  const config: UpstreamConfig = {
    baseUrl: "http://commerce.test",
    clientId: "test",
    upstream: async (request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      return answer(path, request.headers.get("authorization"));
    },
  };
  const sessions = createSessionKeeper(config);
  const app = new Hono();
  app.get("/facts", async (c) => {
    const { facts } = shopperSession(c, config, sessions);
    const [first, second] = await Promise.all([facts("RL-US"), facts("RL-US")]);
    return c.json({ first, same: first === second });
  });
  const later = Math.floor(Date.now() / 1000) + 600;
  const request = async (cookies: Record<string, string>) => {
    const response = await app.request("/facts", { headers: { cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join("; ") } });
    return (await response.json()) as { first: Record<string, unknown>; same: boolean };
  };
  return { calls, request, member: { rl_at: "member-token", rl_rt: "refresh", rl_at_exp: String(later), rl_rt_exp: String(later), rl_login: "1" } };
}

describe("audienceOfProfile", () => {
  test.each<[string, Partial<typeof PROFILE> & { details?: Partial<typeof PROFILE.consumerDetails> }, Partial<typeof GUEST_AUDIENCE>]>([
    ["a loyalty member", {}, { loggedIn: true, loyaltyMember: true }],
    ["an employee by type", { consumerType: "EMPLOYEE", isLoyaltyMember: false }, { employee: true, loyaltyMember: false }],
    ["an athlete", { details: { athlete: true } }, { athlete: true }],
    ["a pro member: WRANX and IPA kept, other identities dropped", { details: { identities: [{ type: "WRANX" }, { type: "IPA" }, { type: "OTHER" }] } }, { identityTypes: ["WRANX", "IPA"] }],
  ])("%s", (_name, { details, ...rest }, expected) => {
    const audience = audienceOfProfile({ ...PROFILE, ...rest, consumerDetails: { ...PROFILE.consumerDetails, ...details } }, 3);
    expect(audience).toMatchObject({ loggedIn: true, cartItemCount: 3, ...expected });
  });
});

describe("shopperSession's facts", () => {
  test("a visitor without a session: a guest, and no call to the commerce API", async () => {
    const { calls, request } = harness(() => Response.json({}, { status: 500 }));
    const { first } = await request({});
    expect(first).toEqual({ audience: GUEST_AUDIENCE, employeeTermsPending: false });
    expect(calls).toEqual([]);
  });

  test("a member: one profile read with the member's token, however many ask; the cart's count from the site's cart", async () => {
    const { calls, request, member } = harness((path, authorization) => {
      if (authorization !== "Bearer member-token") return Response.json({}, { status: 401 });
      if (path === "/consumers-v3/consumer") return Response.json(PROFILE);
      if (path === "/cart/v1/cart/B123") return Response.json({ totalItems: 2 });
      return Response.json({}, { status: 404 });
    });
    const { first, same } = await request({ ...member, "rl_basket_RL-US": "B123" });
    expect(first).toEqual({ audience: { ...GUEST_AUDIENCE, loggedIn: true, loyaltyMember: true, cartItemCount: 2 }, firstName: "Ada", employeeTermsPending: false });
    expect(same).toBe(true);
    expect(calls.sort()).toEqual(["/cart/v1/cart/B123", "/consumers-v3/consumer"]);
  });

  test("an employee who has not accepted the terms: pending", async () => {
    const { request, member } = harness(() => Response.json({ ...PROFILE, consumerType: "EMPLOYEE", isEmployeeDiscountTCAccepted: false }));
    expect((await request(member)).first).toMatchObject({ audience: { employee: true }, employeeTermsPending: true });
  });

  test("a failed profile read leaves a guest for this render, never an error", async () => {
    const { request, member } = harness(() => Response.json({ errorDetails: [{ errorId: "GEN500" }] }, { status: 500 }));
    expect((await request(member)).first).toEqual({ audience: GUEST_AUDIENCE, employeeTermsPending: false });
  });

  test("a cart id that is no id is not sent anywhere", async () => {
    const { calls, request, member } = harness(() => Response.json(PROFILE));
    await request({ ...member, "rl_basket_RL-US": "..%2F..%2Fconsumers-v3" });
    expect(calls).toEqual(["/consumers-v3/consumer"]);
  });
});

describe("shopperSession's commerce clients", () => {
  test("a member's catalogue reads carry the member's token (their prices); a guest gets none", async () => {
    const seen: (string | null)[] = [];
    const config: UpstreamConfig = {
      baseUrl: "http://commerce.test",
      clientId: "test",
      upstream: async (request) => {
        seen.push(request.headers.get("authorization"));
        return Response.json({ categories: [] });
      },
    };
    const sessions = createSessionKeeper(config);
    const app = new Hono();
    app.get("/page", async (c) => {
      const { commerce } = shopperSession(c, config, sessions);
      if (!commerce) return c.json({ member: false });
      await commerce("RL-US").catalog().catch(() => undefined);
      return c.json({ member: true });
    });
    const later = String(Math.floor(Date.now() / 1000) + 600);
    const member = await app.request("/page", { headers: { cookie: `rl_at=member-token; rl_rt=r; rl_at_exp=${later}; rl_rt_exp=${later}; rl_login=1` } });
    expect(await member.json()).toEqual({ member: true });
    expect(seen).toEqual(["Bearer member-token"]);
    const guest = await app.request("/page", { headers: { cookie: `rl_at=guest-token; rl_at_exp=${later}` } });
    expect(await guest.json()).toEqual({ member: false });
  });
});
