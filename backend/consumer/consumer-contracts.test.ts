import { expect, test } from "vitest";
import type { z } from "zod";
import * as contracts from "../../contracts/api/consumer.ts";
import { findContract } from "../../contracts/api/registry.ts";

/** Every answer schema of the consumer contracts is in `consumerContracts`, named without `Answer`. */
test("consumerContracts names every answer schema, and the registry finds them as consumer.<name>", () => {
  const answers = Object.entries(contracts).filter(([name]) => name.endsWith("Answer")) as [string, z.ZodType][];
  expect(answers.length).toBeGreaterThan(10);
  for (const [exportName, schema] of answers) {
    const name = exportName.slice(0, -"Answer".length);
    expect(contracts.consumerContracts[name], name).toBe(schema);
    expect(findContract(`consumer.${name}`), name).toBe(schema);
  }
  expect(Object.keys(contracts.consumerContracts).sort()).toEqual(answers.map(([exportName]) => exportName.slice(0, -"Answer".length)).sort());
});
