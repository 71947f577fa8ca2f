import { expect, test } from "vitest";
import { errorIdsInSources, resolvePath } from "./source-error-ids.ts";

/** The scanner on a small tree of its own: what it follows, what it counts. */
const TREE: Record<string, string> = {
  "app/routes.ts": `import { load } from "./store.ts";
import type { Row } from "../types/row.ts";
import {
  check,
  type Rule,
} from "./rules/check.ts";
export { helper } from "./helper.ts";
const lazy = () => import("./lazy.ts");
if (!found) throw new ApiError(404, "BSK404", "Cart not found");`,
  "app/store.ts": `import { routes } from "./routes.ts"; // a cycle
const SHA = "SHA256"; const order = "RL12345678"; throw new ApiError(400, 'INV408', "max", { maxAllowedQuantity });`,
  "app/rules/check.ts": `import { far } from "../../lib/far.ts"; return { problem: { errorId: "CHK380", field } };`,
  "app/helper.ts": "readBody(c, schema, `GFC400`);",
  "app/lazy.ts": `const id = "PRM155";`,
  "lib/far.ts": `throw new ApiError(401, "AUT403", "captcha");`,
  "types/row.ts": `export type Row = { errorId: "ORD409" };`,
  "app/routes.test.ts": `throw new ApiError(400, "PAY400", "only in a test");`,
  "other/unused.ts": `throw new ApiError(400, "PYT402", "not imported");`,
};
const CATALOGUE = new Set(["BSK404", "INV408", "CHK380", "GFC400", "PRM155", "AUT403", "ORD409", "PAY400", "PYT402"]);

const scan = (follow: (path: string) => boolean = (path) => !path.endsWith(".test.ts")) =>
  errorIdsInSources({ entries: ["app/routes.ts", "app/routes.test.ts"].filter(follow), read: (path) => TREE[path], follow, isErrorId: (value) => CATALOGUE.has(value) });

test("finds the ids of the entries and of everything they import, near or far, each once, with its files", () => {
  expect(scan()).toEqual(
    new Map([
      ["AUT403", ["lib/far.ts"]],
      ["BSK404", ["app/routes.ts"]],
      ["CHK380", ["app/rules/check.ts"]],
      ["GFC400", ["app/helper.ts"]],
      ["INV408", ["app/store.ts"]],
      ["PRM155", ["app/lazy.ts"]],
    ]),
  );
});

test("follows only what it is told to; type-only imports and files nothing imports are not read", () => {
  const ids = [...scan((path) => path.startsWith("app/") && !path.endsWith(".test.ts")).keys()];
  expect(ids).toEqual(["BSK404", "CHK380", "GFC400", "INV408", "PRM155"]);
  expect(ids).not.toContain("ORD409");
  expect(ids).not.toContain("PYT402");
});

test("a new id in an imported helper is found", () => {
  const tree: Record<string, string> = { ...TREE, "lib/far.ts": `${TREE["lib/far.ts"]}\nthrow new ApiError(400, "PYT402", "new");` };
  const found = errorIdsInSources({ entries: ["app/routes.ts"], read: (path) => tree[path], follow: () => true, isErrorId: (value) => CATALOGUE.has(value) });
  expect(found.get("PYT402")).toEqual(["lib/far.ts"]);
});

test.each([
  ["backend/cart/cart-routes.ts", "./cart-store.ts", "backend/cart/cart-store.ts"],
  ["backend/cart/cart-routes.ts", "../http/api.ts", "backend/http/api.ts"],
  ["backend/cart/cart-routes.ts", "../../contracts/api/cart.ts", "contracts/api/cart.ts"],
])("resolvePath(%s, %s) is %s", (from, specifier, expected) => {
  expect(resolvePath(from, specifier)).toBe(expected);
});
