import type { z } from "zod";

/** Answers of the consumer calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const consumerContracts: Record<string, z.ZodType> = {};
