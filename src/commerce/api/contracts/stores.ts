import type { z } from "zod";

/** Answers of the stores calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const storesContracts: Record<string, z.ZodType> = {};
