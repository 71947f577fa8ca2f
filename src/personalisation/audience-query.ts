import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { storefrontJson } from "../app/storefront-fetch.ts";
import type { AudienceContext } from "./audience.ts";

const audienceAnswer = z.object({
  audience: z.object({
    loggedIn: z.boolean(),
    loyaltyMember: z.boolean(),
    employee: z.boolean(),
    athlete: z.boolean(),
    identityTypes: z.array(z.enum(["WRANX", "IPA"])),
    cartItemCount: z.int().check(z.gte(0)),
  }),
});

/** The shopper's audience facts from the storefront session (`/fapi/session/audience`). */
export function audienceQueryOptions() {
  return queryOptions({
    queryKey: ["session", "audience"],
    queryFn: async (): Promise<AudienceContext> => audienceAnswer.parse(await storefrontJson("/fapi/session/audience")).audience,
    staleTime: 60_000,
  });
}
