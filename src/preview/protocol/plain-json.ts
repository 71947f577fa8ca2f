/**
 * Checks that a value received from another window is plain JSON of bounded size and depth,
 * before any schema reads it. `postMessage` clones more than JSON (Dates, Maps, typed arrays,
 * cycles, shared references), so "it came through postMessage" is not "it is JSON".
 */
export interface PlainJsonLimits {
  /** Maximum size of the value serialised with `JSON.stringify`, in UTF-8 bytes. */
  maxBytes: number;
  /** Maximum nesting of arrays and objects; a top-level object or array is depth 1. */
  maxDepth: number;
  /** Names the value in problems, e.g. `fields.title is a function`. Defaults to "value". */
  name?: string;
}

export type PlainJsonCheck = { ok: true; bytes: number } | { ok: false; problem: string };

/** A key that would replace an object's prototype if a consumer merged it naively. */
const FORBIDDEN_KEY = "__proto__";

class Rejected extends Error {}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function describe(value: unknown): string {
  if (typeof value !== "object" || value === null) return typeof value;
  return Object.prototype.toString.call(value).slice(8, -1);
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Measures `value` as JSON, or says why it is not plain JSON within `limits`: only null,
 * booleans, finite numbers, strings, arrays and plain objects are accepted (no functions,
 * `undefined`, class instances, Dates, Maps, typed arrays), and no `__proto__` key. Stops as
 * soon as a limit is passed, so a huge or cyclic value costs little. Never throws.
 */
export function checkPlainJson(value: unknown, limits: PlainJsonLimits): PlainJsonCheck {
  let bytes = 0;
  const add = (count: number) => {
    bytes += count;
    if (bytes > limits.maxBytes) throw new Rejected(`larger than ${limits.maxBytes} bytes as JSON`);
  };
  const addString = (text: string) => {
    // A UTF-8 string is never shorter than its UTF-16 length: skip escaping a hopeless one.
    if (text.length > limits.maxBytes - bytes) add(text.length);
    add(utf8Length(JSON.stringify(text)));
  };

  const visit = (node: unknown, depth: number, where: string): void => {
    if (node === null) return add(4);
    switch (typeof node) {
      case "boolean":
        return add(node ? 4 : 5);
      case "number":
        if (!Number.isFinite(node)) throw new Rejected(`${where} is not a finite number`);
        return add(JSON.stringify(node).length);
      case "string":
        return addString(node);
      case "object":
        break;
      default:
        throw new Rejected(`${where} is not JSON (${typeof node})`);
    }
    if (depth > limits.maxDepth) throw new Rejected(`nested deeper than ${limits.maxDepth} levels`);
    if (Array.isArray(node)) {
      add(2 + Math.max(0, node.length - 1));
      for (let index = 0; index < node.length; index++) visit(node[index], depth + 1, `${where}[${index}]`);
      return;
    }
    if (!isPlainObject(node)) throw new Rejected(`${where} is a ${describe(node)}, not a plain object`);
    const keys = Object.keys(node);
    add(2 + Math.max(0, keys.length - 1));
    for (const key of keys) {
      if (key === FORBIDDEN_KEY) throw new Rejected(`${where} has a "${FORBIDDEN_KEY}" key`);
      addString(key);
      add(1);
      visit((node as Record<string, unknown>)[key], depth + 1, `${where}.${key.slice(0, 50)}`);
    }
  };

  try {
    visit(value, 1, limits.name ?? "value");
    return { ok: true, bytes };
  } catch (error) {
    return { ok: false, problem: error instanceof Rejected ? error.message : "could not be read" };
  }
}
