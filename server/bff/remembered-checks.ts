import { hash } from "node:crypto";
import type { z } from "zod";

/** Why an answer's text is off its contract, or undefined when it meets it (contract-problem.ts). */
export type ContractCheck = (contract: z.core.$ZodType, text: string) => string | undefined;

/** The same, of an answer as the bytes it came in (UTF-8). */
export type AnswerCheck = (contract: z.core.$ZodType, answer: Uint8Array) => string | undefined;

/** How many passed answers are remembered, per BFF: their digests only (about 100 bytes each). */
export const REMEMBERED_PASSES = 2_000;

const utf8 = new TextDecoder();

/**
 * `check` on an answer's bytes, remembering the answers it passed by their SHA-256 digest with
 * the contract, the `size` most recently met: the same bytes meet the same contract again (a
 * check reads nothing but the text), so they are not parsed and checked twice. Answers that many
 * shoppers get byte for byte (a product's details, a search's first page) were parsed and
 * checked whole on every call; hashing one costs a tenth of that (decision 0038). Failures are
 * not remembered: they are checked (and logged) every time. Only digests are kept, nothing of an
 * answer, so no shopper's answer can reach another.
 */
export function rememberPasses(check: ContractCheck, size = REMEMBERED_PASSES): AnswerCheck {
  // Each contract gets a number, so that an answer met by one contract is not taken as met by another.
  const contractIds = new WeakMap<z.core.$ZodType, number>();
  let contracts = 0;
  /** Keys (contract number and digest), least recently met first. */
  const passed = new Set<string>();
  return (contract, answer) => {
    let id = contractIds.get(contract);
    if (id === undefined) contractIds.set(contract, (id = contracts++));
    const key = `${id}:${hash("sha256", answer, "base64")}`;
    if (passed.delete(key)) {
      passed.add(key); // now the most recently met
      return undefined;
    }
    const problem = check(contract, utf8.decode(answer));
    if (problem !== undefined) return problem;
    passed.add(key);
    if (passed.size > size) passed.delete(passed.values().next().value!);
    return undefined;
  };
}
