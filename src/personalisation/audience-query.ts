import { queryOptions } from "@tanstack/react-query";
import { isRecord } from "../../contracts/json-shape.ts";
import { frontApiOf } from "../app/front-api/front-api.ts";
import type { AudienceContext, IdentityType } from "../../contracts/personalisation/audience.ts";

const IDENTITY_TYPES: readonly string[] = ["WRANX", "IPA"] satisfies IdentityType[];
const isIdentityType = (value: unknown): value is IdentityType => typeof value === "string" && IDENTITY_TYPES.includes(value);
const isFlag = (value: unknown): value is boolean => typeof value === "boolean";

/**
 * The audience of `/fapi/session/audience`'s answer, or undefined when it is not one. The
 * storefront makes this answer itself (server/fapi.ts), so the browser only checks its shape
 * (decision 0013): fields it does not know are dropped, a missing or mistyped one refuses it.
 */
export function audienceOf(answer: unknown): AudienceContext | undefined {
  const audience = isRecord(answer) ? answer.audience : undefined;
  if (!isRecord(audience)) return undefined;
  const { loggedIn, loyaltyMember, employee, athlete, identityTypes, cartItemCount } = audience;
  if (!isFlag(loggedIn) || !isFlag(loyaltyMember) || !isFlag(employee) || !isFlag(athlete)) return undefined;
  if (!Array.isArray(identityTypes) || !identityTypes.every(isIdentityType)) return undefined;
  if (typeof cartItemCount !== "number" || !Number.isSafeInteger(cartItemCount) || cartItemCount < 0) return undefined;
  return { loggedIn, loyaltyMember, employee, athlete, identityTypes, cartItemCount };
}

/** The shopper's audience facts from the storefront session (`/fapi/session/audience`); an answer of another shape fails the query (audience not known). */
export function audienceQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ["session", "audience", siteId],
    queryFn: async ({ client }): Promise<AudienceContext> => {
      const audience = audienceOf(await frontApiOf(client).audience(siteId));
      if (!audience) throw new Error("/fapi/session/audience answered something else than an audience");
      return audience;
    },
    staleTime: 60_000,
  });
}
