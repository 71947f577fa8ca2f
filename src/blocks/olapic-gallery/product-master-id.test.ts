// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { masterIdOf, productMasterIdQueryOptions } from "./product-master-id.ts";

/** Of the product details answer only `masterId` is read: 8 upper-case letters or digits. */

function detailsAnswering(json: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => Response.json(json)));
  return new QueryClient().fetchQuery(productMasterIdQueryOptions("NF0A3C8DBLK", "RL-US"));
}

afterEach(() => vi.unstubAllGlobals());

describe("productMasterIdQueryOptions", () => {
  it.each([
    ["the master id", { masterId: "NF0A3C8D" }],
    ["with the rest of the details (kept out)", { id: "NF0A3C8DBLK", masterId: "NF0A3C8D", name: "Summit parka", variants: [] }],
  ])("%s: answers the master id", async (_name, json) => {
    expect(await detailsAnswering(json)).toBe("NF0A3C8D");
  });

  it.each([
    ["no master id", { id: "NF0A3C8DBLK" }],
    ["lower case", { masterId: "nf0a3c8d" }],
    ["7 characters", { masterId: "NF0A3C8" }],
    ["9 characters", { masterId: "NF0A3C8DB" }],
    ["a number", { masterId: 12345678 }],
    ["not an object", ["NF0A3C8D"]],
  ])("%s: refused and logged", async (_name, json) => {
    expectConsole("error", /\[gallery\] product details failed for NF0A3C8DBLK/);
    await expect(detailsAnswering(json)).rejects.toThrow();
  });
});

describe("masterIdOf", () => {
  it.each([
    ["the master id", { masterId: "NF0A3C8D" }, "NF0A3C8D"],
    ["with extra fields", { id: "NF0A3C8DBLK", masterId: "NF0A3C8D", variants: [] }, "NF0A3C8D"],
    ["null", null, undefined],
    ["a list", [{ masterId: "NF0A3C8D" }], undefined],
    ["no master id", { id: "NF0A3C8DBLK" }, undefined],
    ["a null master id", { masterId: null }, undefined],
    ["a number", { masterId: 12345678 }, undefined],
    ["lower case", { masterId: "nf0a3c8d" }, undefined],
    ["with a line break after it", { masterId: "NF0A3C8D\n" }, undefined],
  ])("%s", (_name, answer, expected) => {
    expect(masterIdOf(answer)).toBe(expected);
  });
});
