import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The project's import graph as the code states it, read with the TypeScript parser: every
 * source file of the programs and tools, and each import between them, marked type-only or not.
 * Used by the architecture test (which way imports may point) and by
 * `npm run architecture:figures` (the counts the closing notes quote).
 *
 * A type-only import (`import type …`, `export type … from`) is erased by the compiler and never
 * loads a module. `import { type X } from` keeps the module load under `verbatimModuleSyntax`,
 * so it counts as a value import, as does a dynamic `import()` anywhere.
 */

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The top-level folders whose files are source (node_modules, build output and data are not). */
export const SOURCE_FOLDERS = ["contracts", "src", "server", "backend", "bench", "scripts", "tests", "tools", "fixtures", ".storybook"] as const;

const PACKAGE_IMPORTS = (JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as { imports?: Record<string, string | Record<string, string>> }).imports ?? {};

export interface ImportEdge {
  /** Repo-relative path of the importing file. */
  from: string;
  /** Repo-relative path of the imported file. */
  to: string;
  specifier: string;
  /** Erased by the compiler: loads nothing at run time. */
  typeOnly: boolean;
}

function walk(folder: string, into: string[]): string[] {
  if (!existsSync(folder)) return into;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".cache")) walk(full, into);
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) into.push(full);
  }
  return into;
}

/** Every source file of the project, repo-relative, sorted. */
export function projectFiles(): string[] {
  const files = SOURCE_FOLDERS.flatMap((folder) => walk(path.join(ROOT_DIR, folder), []));
  const topLevel = readdirSync(ROOT_DIR).filter((name) => /\.(ts|tsx|mjs|js)$/.test(name) && statSync(path.join(ROOT_DIR, name)).isFile());
  return [...files.map((file) => path.relative(ROOT_DIR, file)), ...topLevel].sort();
}

export interface Specifier {
  text: string;
  /** Erased by the compiler: loads nothing at run time. */
  typeOnly: boolean;
  /** A dynamic `import()` inside a function: loads when the function runs, not with the module. */
  inFunction: boolean;
}

/** The module specifiers a file (repo-relative or absolute) names, in order. */
export function specifiersOf(file: string): Specifier[] {
  const full = path.resolve(ROOT_DIR, file);
  const source = ts.createSourceFile(full, readFileSync(full, "utf8"), ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Specifier[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ text: node.moduleSpecifier.text, typeOnly: node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword, inFunction: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ text: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, inFunction: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) found.push({ text: first.text, typeOnly: false, inFunction });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ text: node.argument.literal.text, typeOnly: true, inFunction });
    }
    ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
  };
  visit(source, false);
  return found;
}

/** The project files a specifier names (every condition of a `#` package import); none for packages. */
export function resolveSpecifier(specifier: string, importer: string): string[] {
  const packageImport = PACKAGE_IMPORTS[specifier];
  const targets = specifier.startsWith(".")
    ? [path.resolve(ROOT_DIR, path.dirname(importer), specifier)]
    : packageImport === undefined
      ? []
      : Object.values(typeof packageImport === "string" ? { default: packageImport } : packageImport).map((target) => path.resolve(ROOT_DIR, target));
  return targets
    .map((target) => (existsSync(target) && statSync(target).isDirectory() ? path.join(target, "index.ts") : target))
    .filter((target) => target.startsWith(ROOT_DIR + path.sep) && existsSync(target) && statSync(target).isFile())
    .map((target) => path.relative(ROOT_DIR, target));
}

/** `resolveSpecifier` for an importer given by its absolute path, answering absolute paths. */
export function resolveAbsolute(specifier: string, importer: string): string[] {
  return resolveSpecifier(specifier, path.relative(ROOT_DIR, importer)).map((file) => path.join(ROOT_DIR, file));
}

/** Every import between two project files (CSS and JSON files included as targets). */
export function projectImports(files: readonly string[] = projectFiles()): ImportEdge[] {
  return files.flatMap((from) =>
    specifiersOf(from).flatMap(({ text, typeOnly }) => resolveSpecifier(text, from).map((to) => ({ from, to, specifier: text, typeOnly }))),
  );
}

/** The program or layer a repo-relative path belongs to: its top-level folder, or "root". */
export function layerOf(file: string): string {
  const [first, ...rest] = file.split("/");
  return rest.length === 0 ? "root" : first!;
}

/** Tests, stories, test kits and test data: code that no program runs in production. */
export function isTestCode(file: string): boolean {
  return (
    /\.(test|e2e|stories)\.tsx?$/.test(file) ||
    /(^|\/)(testing|fixtures|__fixtures__)\//.test(file) ||
    /-test-kit\.tsx?$|story-helpers\.tsx?$|test-helpers?\.tsx?$/.test(file)
  );
}

/** The programs' production code: the kernel, the storefront (src/, server/) and the backend. */
export function isProductionCode(file: string): boolean {
  return ["contracts", "src", "server", "backend"].includes(layerOf(file)) && /\.tsx?$/.test(file) && !isTestCode(file);
}

/**
 * The circles of value imports (strongly connected components of more than one file, or a file
 * importing itself), each as its sorted files: Tarjan's algorithm over the value edges.
 */
export function valueImportCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) if (!edge.typeOnly) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (next.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Lines of a repo-relative file. */
export function lineCount(file: string): number {
  const text = readFileSync(path.join(ROOT_DIR, file), "utf8");
  return text.length === 0 ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** The value at a quantile of sorted numbers (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
