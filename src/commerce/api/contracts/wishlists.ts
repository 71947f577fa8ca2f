import type { z } from "zod";

/** Answers of the wishlists calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const wishlistsContracts: Record<string, z.ZodType> = {};
