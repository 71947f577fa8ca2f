import path from "node:path";
import { resolveAbsolute, ROOT_DIR, specifiersOf } from "./project-graph.ts";

/**
 * A static walk of the storefront's value imports (src/ and the kernel it builds on,
 * contracts/), for tests that keep code out of a bundle (block definitions without schemas,
 * shopper code without zod). Type imports are erased and never count. A dynamic `import()` at a
 * module's top level loads with it; one inside a function loads when called: `lazy: true`
 * follows those too (a lazily loaded chunk is still downloaded).
 */

export const SRC_DIR = path.join(ROOT_DIR, "src");
/** The folders whose modules a browser may load: the storefront and its kernel. */
const BROWSER_FOLDERS = [SRC_DIR, path.join(ROOT_DIR, "contracts")];

/** Specifiers a module imports for their values (and, with `lazy`, loads from inside functions). */
export function valueImports(file: string, options: { lazy: boolean }): string[] {
  return specifiersOf(file)
    .filter((specifier) => !specifier.typeOnly && (options.lazy || !specifier.inFunction))
    .map((specifier) => specifier.text);
}

/** The source files of src/ or contracts/ a specifier may load (every condition of a `#` package import). */
export function resolveInSrc(specifier: string, importer: string): string[] {
  return resolveAbsolute(specifier, importer).filter((target) => BROWSER_FOLDERS.some((folder) => target.startsWith(folder + path.sep)) && /\.tsx?$/.test(target));
}

export interface WalkOptions {
  lazy: boolean;
  /** Whether a specifier (a package's, or a source file) is an offence. */
  offends: (specifierOrFile: string) => boolean;
  /** Source files not followed (their imports do not count); none by default. */
  skip?: (file: string) => boolean;
}

/**
 * Every way the entries reach an offending specifier or file through value imports, as import
 * chains relative to src/ (`blocks/x/index.ts → blocks/x/helper.ts → zod`; kernel files as
 * `../contracts/…`); empty when none does.
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
