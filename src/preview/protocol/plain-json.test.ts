import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPlainJson } from "./plain-json.ts";

const limits = { maxBytes: 1000, maxDepth: 4, name: "fields" };

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level++) value = { child: value };
  return value;
}

class Block {
  title = "x";
}

describe("checkPlainJson", () => {
  it.each([
    { name: "null", value: null },
    { name: "booleans, numbers, strings", value: { a: true, b: false, c: -1.5e3, d: "ünïcødé ✓ 😀", e: "" } },
    { name: "arrays", value: [1, [2, [3]]] },
    { name: "an object without a prototype", value: Object.assign(Object.create(null) as object, { a: 1 }) },
    { name: "nesting exactly at the depth limit", value: nested(4) },
  ])("accepts $name", ({ value }) => {
    expect(checkPlainJson(value, limits)).toEqual({ ok: true, bytes: Buffer.byteLength(JSON.stringify(value)) });
  });

  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  it.each([
    { name: "a function", value: { onClick: () => 1 }, problem: /fields\.onClick is not JSON \(function\)/ },
    { name: "undefined", value: { title: undefined }, problem: /fields\.title is not JSON \(undefined\)/ },
    { name: "a bigint", value: { n: 1n }, problem: /\(bigint\)/ },
    { name: "a symbol", value: { s: Symbol("x") }, problem: /\(symbol\)/ },
    { name: "NaN", value: { n: Number.NaN }, problem: /fields\.n is not a finite number/ },
    { name: "Infinity", value: [Number.POSITIVE_INFINITY], problem: /fields\[0\] is not a finite number/ },
    { name: "a Date", value: { at: new Date(0) }, problem: /fields\.at is a Date, not a plain object/ },
    { name: "a Map", value: { m: new Map() }, problem: /is a Map/ },
    { name: "a typed array", value: { bytes: new Uint8Array(2) }, problem: /is a Uint8Array/ },
    { name: "a class instance", value: { block: new Block() }, problem: /not a plain object/ },
    { name: "a __proto__ key", value: JSON.parse('{"__proto__": {"polluted": true}}') as unknown, problem: /"__proto__" key/ },
    { name: "a sparse array", value: Object.assign(new Array<unknown>(3), { 0: 1, 2: 3 }), problem: /fields\[1\] is not JSON/ },
    { name: "one level too deep", value: nested(5), problem: /nested deeper than 4 levels/ },
    { name: "a cycle", value: cyclic, problem: /nested deeper than 4 levels/ },
    { name: "a long string", value: { text: "x".repeat(1000) }, problem: /larger than 1000 bytes/ },
    { name: "many multi-byte characters", value: { text: "é".repeat(495) }, problem: /larger than 1000 bytes/ },
    { name: "many small values", value: Array.from({ length: 600 }, () => 1), problem: /larger than 1000 bytes/ },
  ])("rejects $name", ({ value, problem }) => {
    const checked = checkPlainJson(value, limits);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toMatch(problem);
  });

  it("stops early on shared references that would serialise to gigabytes", () => {
    let value: unknown = "x".repeat(100);
    for (let level = 0; level < 30; level++) value = [value, value];
    const checked = checkPlainJson(value, { maxBytes: 256 * 1024, maxDepth: 32 });
    expect(checked).toEqual({ ok: false, problem: "larger than 262144 bytes as JSON" });
  });

  it("never throws, even on a value whose getters throw", () => {
    const hostile = {
      get title() {
        throw new Error("boom");
      },
    };
    expect(checkPlainJson(hostile, limits)).toEqual({ ok: false, problem: "could not be read" });
  });

  it("counts exactly the UTF-8 bytes of JSON.stringify", () => {
    const json = fc.jsonValue({ maxDepth: 6 }).filter((value) => !JSON.stringify(value).includes('"__proto__"'));
    fc.assert(
      fc.property(json, (value) => {
        expect(checkPlainJson(value, { maxBytes: 10_000_000, maxDepth: 10 })).toEqual({ ok: true, bytes: Buffer.byteLength(JSON.stringify(value)) });
      }),
    );
  });
});
