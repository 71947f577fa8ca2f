import { describe, expect, it } from "vitest";
import { layerOf, projectFiles, projectImports, valueImportCycles, type ImportEdge } from "../support/project-graph.ts";
import { forbiddenImports, IMPORT_RULES } from "../support/import-rules.ts";

/**
 * Which way imports point (docs/architecture.md): the kernel (contracts/) at the bottom imports
 * nothing of the project; the backend builds on the kernel alone; the storefront (src/) on the
 * kernel alone; the storefront host (server/) on src/, the kernel and the backend's public face.
 * Tests count as the code they sit in: a test that joins two programs lives in tests/integration/.
 * Type-only imports count too (a type is part of a contract). And no file loads a module that
 * loads it back.
 */

const files = projectFiles();
const edges = projectImports(files);
const describeEdge = (edge: ImportEdge) => `${edge.from} → ${edge.to}${edge.typeOnly ? " (type only)" : ""}`;

describe("import direction", () => {
  it("reads the whole project (the walk is not vacuous)", () => {
    for (const layer of ["contracts", "src", "server", "backend", "tests", "bench"]) expect(files.some((file) => layerOf(file) === layer)).toBe(true);
    expect(edges.filter((edge) => layerOf(edge.from) === "server" && layerOf(edge.to) === "src").length).toBeGreaterThan(10);
    expect(edges.filter((edge) => layerOf(edge.from) === "backend" && layerOf(edge.to) === "contracts").length).toBeGreaterThan(50);
  });

  it.each(Object.keys(IMPORT_RULES))("%s/ imports only what it may", (layer) => {
    expect(forbiddenImports(edges.filter((edge) => layerOf(edge.from) === layer)).map(describeEdge)).toEqual([]);
  });

  it("no file outside the listed layers", () => {
    expect([...new Set(files.map(layerOf))].filter((layer) => !(layer in IMPORT_RULES)).sort()).toEqual([]);
  });

  it("no circle of value imports anywhere", () => {
    expect(valueImportCycles(edges).map((cycle) => cycle.join(" ⇄ "))).toEqual([]);
  });
});

describe("the rules catch what they must (each would pass vacuously otherwise)", () => {
  const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, specifier: to, typeOnly });

  it.each([
    ["the kernel importing the storefront", edge("contracts/sites.ts", "src/app/root.tsx")],
    ["the kernel importing the backend, type only", edge("contracts/api/cart.ts", "backend/cart/cart-store.ts", true)],
    ["the backend importing the storefront", edge("backend/cart/cart-routes.ts", "src/app/root.tsx")],
    ["a backend test importing the storefront host", edge("backend/orders/order.test.ts", "server/bff/bff-app.ts")],
    ["the storefront importing the backend", edge("src/app/routes/home.tsx", "backend/index.ts")],
    ["the storefront importing its host", edge("src/app/root.tsx", "server/main.ts")],
    ["the host reaching into the backend", edge("server/main.ts", "backend/db/database.ts")],
    ["the host using the backend's test kit", edge("server/main.ts", "backend/testing/index.ts")],
    ["a benchmark reaching into the backend", edge("bench/api.ts", "backend/db/schema.ts")],
  ])("refuses %s", (_name, forbidden) => {
    expect(forbiddenImports([forbidden])).toEqual([forbidden]);
  });

  it.each([
    ["the storefront using the kernel", edge("src/app/root.tsx", "contracts/sites.ts")],
    ["the host using the backend's public face", edge("server/launcher.ts", "backend/index.ts")],
    ["an integration test using the backend's test kit", edge("tests/integration/bff-backend.test.ts", "backend/testing/index.ts")],
  ])("allows %s", (_name, allowed) => {
    expect(forbiddenImports([allowed])).toEqual([]);
  });

  it("finds a circle of value imports, and not one closed by a type import", () => {
    expect(valueImportCycles([edge("src/a.ts", "src/b.ts"), edge("src/b.ts", "src/a.ts")])).toEqual([["src/a.ts", "src/b.ts"]]);
    expect(valueImportCycles([edge("src/a.ts", "src/b.ts"), edge("src/b.ts", "src/a.ts", true)])).toEqual([]);
  });
});
