import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { isProductionCode, projectFiles, ROOT_DIR } from "../support/project-graph.ts";

/**
 * Configuration is read once, validated: each program has one module that parses its
 * environment at start (server/config.ts, backend/config.ts) and hands typed settings down.
 * No other production code reads `process.env`, and none writes to it.
 */

const CONFIG_MODULES = ["server/config.ts", "backend/config.ts"];

/** Every `process.env` in some code (comments do not count), with whether it is written to. */
function environmentUsesIn(code: string, file = "probe.ts"): { line: number; write: boolean }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: { line: number; write: boolean }[] = [];
  const isProcessEnv = (node: ts.Node) => ts.isPropertyAccessExpression(node) && node.name.text === "env" && ts.isIdentifier(node.expression) && node.expression.text === "process";
  const visit = (node: ts.Node): void => {
    if (isProcessEnv(node)) {
      // process.env.X = …, process.env.X ??= …, delete process.env.X, Object.assign(process.env, …)
      let target: ts.Node = node;
      while (target.parent && (ts.isPropertyAccessExpression(target.parent) || ts.isElementAccessExpression(target.parent)) && target.parent.expression === target) target = target.parent;
      const parent = target.parent;
      const write =
        (ts.isBinaryExpression(parent) && parent.left === target && parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment) ||
        ts.isDeleteExpression(parent) ||
        (ts.isCallExpression(parent) && parent.arguments[0] === target && /Object\.assign$/.test(parent.expression.getText(source)));
      uses.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, write });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const environmentUses = (file: string) => environmentUsesIn(readFileSync(path.join(ROOT_DIR, file), "utf8"), file);

const production = projectFiles().filter(isProductionCode);

describe("configuration", () => {
  test("production code reads the environment only in the two configuration modules", () => {
    const readers = production.filter((file) => !CONFIG_MODULES.includes(file) && environmentUses(file).length > 0);
    expect(readers).toEqual([]);
  });

  test("each configuration module reads it (the check is not vacuous)", () => {
    for (const file of CONFIG_MODULES) expect(environmentUses(file).length, file).toBeGreaterThan(0);
  });

  test("no production code writes to the environment", () => {
    const writes = production.flatMap((file) => environmentUses(file).filter((use) => use.write).map((use) => `${file}:${use.line}`));
    expect(writes).toEqual([]);
  });

  test.each([
    ["process.env.PORT = '1'", true],
    ["process.env.PORT ??= '1'", true],
    ["delete process.env.PORT", true],
    ["Object.assign(process.env, {})", true],
    ["const port = process.env.PORT", false],
    ["read(process.env)", false],
  ])("%s is a write: %s", (code, write) => {
    expect(environmentUsesIn(code)).toEqual([{ line: 1, write }]);
  });
});
