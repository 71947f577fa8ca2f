/**
 * Block paths as the engine writes them (`sections[0].items[2].baselines[0]`, see
 * `pathToString`), read and written on a raw page document: the workbench edits one block of
 * the document the editor opened and saves the whole document as a draft.
 */
export type PathSegment = string | number;

const SEGMENT = /([^.[\]]+)|\[(\d+)\]/g;

/** `a.b[2].c` → ["a", "b", 2, "c"]; undefined for text that is not such a path. */
export function parseBlockPath(path: string): PathSegment[] | undefined {
  if (!path || !/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*$/.test(path)) return undefined;
  const segments: PathSegment[] = [];
  for (const match of path.matchAll(SEGMENT)) segments.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return segments;
}

function isContainer(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === "object" && value !== null;
}

/** The value at `path` in `document`, or undefined when the path leads nowhere. */
export function valueAtPath(document: unknown, path: string): unknown {
  const segments = parseBlockPath(path);
  if (!segments) return undefined;
  let current: unknown = document;
  for (const segment of segments) {
    if (!isContainer(current)) return undefined;
    if (typeof segment === "number" ? !Array.isArray(current) : Array.isArray(current)) return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}

/**
 * A copy of `document` with `value` at `path` (copies along the path only; the rest is shared).
 * Throws when the path does not lead to an existing place: drafts replace blocks, never add them.
 */
export function withValueAtPath<T>(document: T, path: string, value: unknown): T {
  const segments = parseBlockPath(path);
  if (!segments || segments.length === 0) throw new Error(`Not a block path: "${path}"`);
  const replace = (current: unknown, depth: number): unknown => {
    const segment = segments[depth]!;
    const matches = typeof segment === "number" ? Array.isArray(current) && segment < current.length : isContainer(current) && !Array.isArray(current) && Object.hasOwn(current, segment);
    if (!matches) throw new Error(`No block at "${path}"`);
    const next = depth === segments.length - 1 ? value : replace((current as Record<PropertyKey, unknown>)[segment], depth + 1);
    if (Array.isArray(current)) return current.map((item, index) => (index === segment ? next : item));
    return { ...(current as Record<string, unknown>), [segment]: next };
  };
  return replace(document, 0) as T;
}
