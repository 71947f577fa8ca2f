import type { z } from "zod";

/** Answers of the products calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const productsContracts: Record<string, z.ZodType> = {};
