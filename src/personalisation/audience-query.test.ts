import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { GUEST_AUDIENCE, type AudienceContext } from "../../contracts/personalisation/audience.ts";
import { bindFrontApi } from "../app/front-api/front-api.ts";
import { audienceOf, audienceQueryOptions } from "./audience-query.ts";

/** The session's audience answer (`/fapi/session/audience`), as the browser checks its shape (no schema code: decision 0013). */

const loyalMember: AudienceContext = { ...GUEST_AUDIENCE, loggedIn: true, loyaltyMember: true, identityTypes: ["IPA"], cartItemCount: 2 };

/** The query, against a front-end API whose audience call answers `json`. */
function answering(json: unknown) {
  const unexpected = () => Promise.reject(new Error("not expected"));
  const api = { audience: async () => json, popUps: unexpected, childPages: unexpected, articles: unexpected, sizeChart: unexpected };
  return bindFrontApi(new QueryClient({ defaultOptions: { queries: { retry: false } } }), api).fetchQuery(audienceQueryOptions("RL-DE"));
}

describe("audienceQueryOptions", () => {
  it.each([
    ["a guest", { audience: GUEST_AUDIENCE }, GUEST_AUDIENCE],
    ["a loyalty member with a cart", { audience: loyalMember }, loyalMember],
    ["both identity types", { audience: { ...GUEST_AUDIENCE, identityTypes: ["WRANX", "IPA"] } }, { ...GUEST_AUDIENCE, identityTypes: ["WRANX", "IPA"] }],
    // Objects are not strict: fields the storefront adds later are dropped, not refused.
    ["unknown fields dropped", { audience: { ...GUEST_AUDIENCE, segment: "x" }, session: "s" }, GUEST_AUDIENCE],
  ])("%s: accepted", async (_name, json, expected) => {
    expect(await answering(json)).toEqual(expected);
  });

  it.each([
    ["no audience", {}],
    ["a negative cart count", { audience: { ...GUEST_AUDIENCE, cartItemCount: -1 } }],
    ["a fractional cart count", { audience: { ...GUEST_AUDIENCE, cartItemCount: 1.5 } }],
    ["a cart count as text", { audience: { ...GUEST_AUDIENCE, cartItemCount: "2" } }],
    ["an unknown identity type", { audience: { ...GUEST_AUDIENCE, identityTypes: ["VIP"] } }],
    ["loggedIn as text", { audience: { ...GUEST_AUDIENCE, loggedIn: "true" } }],
    ["a missing flag", { audience: (({ athlete: _, ...rest }) => rest)(GUEST_AUDIENCE) }],
  ])("%s: refused", async (_name, json) => {
    await expect(answering(json)).rejects.toThrow();
  });
});

describe("audienceOf", () => {
  it.each([
    ["a guest", { audience: GUEST_AUDIENCE }, GUEST_AUDIENCE],
    ["extra fields dropped", { audience: { ...loyalMember, segment: "x" }, extra: 1 }, loyalMember],
    ["null", null, undefined],
    ["the audience alone (not wrapped)", GUEST_AUDIENCE, undefined],
    ["a null audience", { audience: null }, undefined],
    ["an audience list", { audience: [GUEST_AUDIENCE] }, undefined],
    ["a missing flag", { audience: (({ employee: _, ...rest }) => rest)(GUEST_AUDIENCE) }, undefined],
    ["a flag as a number", { audience: { ...GUEST_AUDIENCE, athlete: 0 } }, undefined],
    ["identity types not a list", { audience: { ...GUEST_AUDIENCE, identityTypes: "IPA" } }, undefined],
    ["a null identity type", { audience: { ...GUEST_AUDIENCE, identityTypes: [null] } }, undefined],
    ["a missing cart count", { audience: (({ cartItemCount: _, ...rest }) => rest)(GUEST_AUDIENCE) }, undefined],
    ["an infinite cart count", { audience: { ...GUEST_AUDIENCE, cartItemCount: Infinity } }, undefined],
  ])("%s", (_name, answer, expected) => {
    expect(audienceOf(answer)).toEqual(expected);
  });
});
