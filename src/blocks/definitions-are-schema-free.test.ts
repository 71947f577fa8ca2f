import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Block definitions ship to every shopper's browser with the content route (through
 * `src/blocks/index.ts`), so a definition and every module it imports leave zod and the field
 * schemas to `loadSchema`: the server and the preview load them, shoppers never do (see
 * docs/decisions/0010). Type imports are erased, and a dynamic `import()` inside a function
 * loads only when called, so neither counts.
 */

const BLOCKS_DIR = path.dirname(fileURLToPath(import.meta.url));
const SRC_DIR = path.dirname(BLOCKS_DIR);
const FIELD_SCHEMAS = path.join(SRC_DIR, "engine/content/fields.ts");
/** Full zod. `zod/mini` is allowed: response parsers that must run in the browser use it. */
const FULL_ZOD = new Set(["zod", "zod/v4", "zod/v3"]);
const PACKAGE_IMPORTS = (JSON.parse(readFileSync(path.join(SRC_DIR, "../package.json"), "utf8")) as { imports?: Record<string, string | Record<string, string>> })
  .imports ?? {};

/** Specifiers a module imports for their values: at load, not in a type position or a function body. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (!inFunction && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) specifiers.push(specifier.text);
    }
    ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
  };
  visit(source, false);
  return specifiers;
}

/** The source files a specifier may load (every condition of a `#` package import), or none outside src/. */
function resolveInSrc(specifier: string, importer: string): string[] {
  const packageImport = PACKAGE_IMPORTS[specifier];
  const targets = specifier.startsWith(".")
    ? [path.resolve(path.dirname(importer), specifier)]
    : packageImport === undefined
      ? []
      : Object.values(typeof packageImport === "string" ? { default: packageImport } : packageImport).map((target) => path.resolve(SRC_DIR, "..", target));
  return targets.filter((target) => target.startsWith(SRC_DIR + path.sep) && /\.tsx?$/.test(target) && existsSync(target));
}

/**
 * Every way `entry` reaches zod or the field schemas through value imports, as import chains
 * (`blocks/x/index.ts → blocks/x/helper.ts → zod`); empty when it reaches neither.
 */
function schemaImportsReachedFrom(entry: string): string[] {
  const importedBy = new Map<string, string | undefined>([[entry, undefined]]);
  const chainTo = (file: string): string[] => {
    const importer = importedBy.get(file);
    return [...(importer === undefined ? [] : chainTo(importer)), path.relative(SRC_DIR, file)];
  };
  const offences: string[] = [];
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      if (FULL_ZOD.has(specifier)) offences.push([...chainTo(file), specifier].join(" → "));
      for (const target of resolveInSrc(specifier, file)) {
        if (target === FIELD_SCHEMAS) offences.push([...chainTo(file), path.relative(SRC_DIR, target)].join(" → "));
        else if (!importedBy.has(target)) {
          importedBy.set(target, file);
          queue.push(target);
        }
      }
    }
  }
  return offences;
}

const blockFolders = readdirSync(BLOCKS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(BLOCKS_DIR, entry.name, "index.ts")))
  .map((entry) => entry.name)
  .sort();

describe("block definitions load no schema code", () => {
  it("finds the block folders", () => {
    expect(blockFolders).toContain("spacer");
  });

  it.each(blockFolders)("%s/index.ts imports neither zod nor the field schemas, even indirectly", (folder) => {
    expect(schemaImportsReachedFrom(path.join(BLOCKS_DIR, folder, "index.ts"))).toEqual([]);
  });

  it("the registry of every block (blocks/index.ts) imports neither, even indirectly", () => {
    expect(schemaImportsReachedFrom(path.join(BLOCKS_DIR, "index.ts"))).toEqual([]);
  });
});
