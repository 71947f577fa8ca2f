import type { z } from "zod";
import type { answerSchemas } from "./answer-schemas.ts";
import { checkedByBff, type AnswerCheck } from "./client-transport.ts";

/** How a commerce client checks each answer it reads, by the names of answer-schemas.ts. */
export type AnswerChecks = { [Name in keyof typeof answerSchemas]: AnswerCheck<z.output<(typeof answerSchemas)[Name]>> };

/**
 * The checks of a shopper's browser: the storefront's BFF checked the answer against its contract
 * (`CHECKED_ANSWERS`, server/bff/commerce-proxy.ts), so any JSON object is taken as it is and no
 * schema code is shipped (decision 0013). One check serves every name.
 */
export const answersCheckedByBff = new Proxy({} as AnswerChecks, { get: () => checkedByBff() });
