import { describe, expect, test } from "vitest";
import { z } from "zod";
import { contractProblem } from "./contract-problem.ts";
import { rememberPasses, type ContractCheck } from "./remembered-checks.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const productAnswer = z.strictObject({ name: z.string() });
const storeAnswer = z.strictObject({ name: z.string() });

/** contractProblem, counting the texts it was asked about. */
function countingCheck() {
  const checked: string[] = [];
  const check: ContractCheck = (contract, text) => {
    checked.push(text);
    return contractProblem(contract, text);
  };
  return { check, checked };
}

describe("rememberPasses", () => {
  test("an answer met once is not parsed and checked again", () => {
    const { check, checked } = countingCheck();
    const remembered = rememberPasses(check);
    expect(remembered(productAnswer, bytes('{"name":"Parka – navy"}'))).toBeUndefined();
    expect(remembered(productAnswer, bytes('{"name":"Parka – navy"}'))).toBeUndefined();
    expect(checked).toEqual(['{"name":"Parka – navy"}']);
  });

  test("another answer, or the same answer for another contract, is checked", () => {
    const { check, checked } = countingCheck();
    const remembered = rememberPasses(check);
    remembered(productAnswer, bytes('{"name":"Parka"}'));
    remembered(productAnswer, bytes('{"name":"Parkas"}'));
    remembered(storeAnswer, bytes('{"name":"Parka"}'));
    expect(checked).toEqual(['{"name":"Parka"}', '{"name":"Parkas"}', '{"name":"Parka"}']);
  });

  test.each([
    ["off its contract", '{"name":"Parka","token":"secret"}', 'token: Unrecognized key: "token"'],
    ["not JSON", "<html>", "not JSON"],
  ])("an answer %s is refused every time, never remembered", (_name, text, problem) => {
    const { check, checked } = countingCheck();
    const remembered = rememberPasses(check);
    expect(remembered(productAnswer, bytes(text))).toContain(problem.split(":")[0]);
    expect(remembered(productAnswer, bytes(text))).toContain(problem.split(":")[0]);
    expect(checked).toHaveLength(2);
  });

  test("keeps the most recently met: past the size, the least recently met is checked again", () => {
    const { check, checked } = countingCheck();
    const remembered = rememberPasses(check, 2);
    const answer = (name: string) => bytes(JSON.stringify({ name }));
    for (const name of ["a", "b", "a", "c", "a", "b"]) remembered(productAnswer, answer(name));
    // "a" met again before "c" came, so "b" was the one let go.
    expect(checked.map((text) => (JSON.parse(text) as { name: string }).name)).toEqual(["a", "b", "c", "b"]);
  });
});
