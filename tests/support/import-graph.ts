import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * A static walk of the source's value imports, for tests that keep code out of a bundle (block
 * definitions without schemas, shopper code without zod). Type imports are erased and never
 * count. A dynamic `import()` at a module's top level loads with it; one inside a function loads
 * when called: `lazy: true` follows those too (a lazily loaded chunk is still downloaded).
 */

export const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

const PACKAGE_IMPORTS = (JSON.parse(readFileSync(path.join(SRC_DIR, "../package.json"), "utf8")) as { imports?: Record<string, string | Record<string, string>> }).imports ?? {};

/** Specifiers a module imports for their values (and, with `lazy`, loads from inside functions). */
export function valueImports(file: string, options: { lazy: boolean }): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if ((options.lazy || !inFunction) && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) specifiers.push(specifier.text);
    }
    ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
  };
  visit(source, false);
  return specifiers;
}

/** The source files a specifier may load (every condition of a `#` package import), or none outside src/. */
export function resolveInSrc(specifier: string, importer: string): string[] {
  const packageImport = PACKAGE_IMPORTS[specifier];
  const targets = specifier.startsWith(".")
    ? [path.resolve(path.dirname(importer), specifier)]
    : packageImport === undefined
      ? []
      : Object.values(typeof packageImport === "string" ? { default: packageImport } : packageImport).map((target) => path.resolve(SRC_DIR, "..", target));
  return targets.filter((target) => target.startsWith(SRC_DIR + path.sep) && /\.tsx?$/.test(target) && existsSync(target));
}

export interface WalkOptions {
  lazy: boolean;
  /** Whether a specifier (a package's, or a source file under src/) is an offence. */
  offends: (specifierOrFile: string) => boolean;
  /** Source files not followed (their imports do not count); none by default. */
  skip?: (file: string) => boolean;
}

/**
 * Every way the entries reach an offending specifier or file through value imports, as import
 * chains relative to src/ (`blocks/x/index.ts → blocks/x/helper.ts → zod`); empty when none does.
 */
export function offendingImportChains(entries: readonly string[], options: WalkOptions): string[] {
  const importedBy = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]));
  const chainTo = (file: string): string[] => {
    const importer = importedBy.get(file);
    return [...(importer === undefined ? [] : chainTo(importer)), path.relative(SRC_DIR, file)];
  };
  const offences: string[] = [];
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImports(file, options)) {
      if (options.offends(specifier)) offences.push([...chainTo(file), specifier].join(" → "));
      for (const target of resolveInSrc(specifier, file)) {
        if (options.offends(target)) offences.push([...chainTo(file), path.relative(SRC_DIR, target)].join(" → "));
        else if (!importedBy.has(target) && !options.skip?.(target)) {
          importedBy.set(target, file);
          queue.push(target);
        }
      }
    }
  }
  return offences;
}
