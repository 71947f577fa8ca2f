import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { z } from "zod";

/**
 * Requests built from a route's own zod schemas, for property tests that send one hostile value
 * at a time: every other field holds a plausible value, so that the hostile one is what the route
 * sees (hostile-text.test.ts). Plausible, not valid: a cross-field rule may still refuse it.
 */

/** The parts of a JSON Schema (zod's `toJSONSchema`, input side) that plausible values read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

/** A slot that is not a field of the schema: an extra key (and value) the schema may pass on. */
export const EXTRA_FIELD = "(extra field)";

const converted = new WeakMap<object, JsonSchema>();

/** A zod schema as JSON Schema (what a request sends: the input side); `{}` where zod cannot say. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  let json = converted.get(schema);
  if (!json) {
    try {
      json = z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any", cycles: "throw" }) as JsonSchema;
    } catch {
      json = {};
    }
    converted.set(schema, json);
  }
  return json;
}

/** What plausible values are made of: values by field name (real ids), then candidates for patterns. */
export interface Plausibles {
  byName: Record<string, string>;
  samples: string[];
}

const firstOption = (options: JsonSchema[]) => options.find((option) => option.type !== "null") ?? options[0]!;

export function plausible(schema: JsonSchema, name: string, plausibles: Plausibles): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return plausible(firstOption(options), name, plausibles);
  if (schema.allOf?.length) return plausible(Object.assign({}, ...schema.allOf) as JsonSchema, name, plausibles);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausible(property, key, plausibles)]));
  }
  if (type === "array") return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items ?? {}, name, plausibles));
  if (type === "integer" || type === "number") {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(low, 1), schema.maximum ?? Infinity);
  }
  if (type === "boolean") return true;
  return plausibleText(schema, name, plausibles);
}

function plausibleText(schema: JsonSchema, name: string, plausibles: Plausibles): string {
  if (schema.format === "email") return plausibles.byName.email ?? "shopper@example.com";
  if (schema.format === "uuid") return randomUUID();
  if (schema.format === "date") return "1990-04-12";
  if (schema.format === "date-time") return new Date().toISOString();
  if (schema.format === "uri") return "https://example.com/";
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern, "u").test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  const byName = plausibles.byName[name];
  if (byName !== undefined && fits(byName)) return byName;
  const free = "Sample text".padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? 60);
  if (!schema.pattern) return free;
  return ["1", ...plausibles.samples, ...matching(schema.pattern)].find(fits) ?? free;
}

/** A few texts that match a pattern (fast-check writes them), the same ones on every run. */
function matching(pattern: string): string[] {
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 20, seed: 18 });
  } catch {
    return [];
  }
}

/** Where text can go in a value of this schema: each property, nested ones, array items, an extra key. */
export function textSlots(schema: JsonSchema, prefix: string[] = []): string[][] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return textSlots(firstOption(options), prefix);
  const slots: string[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) slots.push([...prefix, key], ...textSlots(property, [...prefix, key]));
  if (schema.items) slots.push(...textSlots(schema.items, [...prefix, "0"]));
  if (schema.additionalProperties !== false && (schema.type === "object" || schema.properties)) slots.push([...prefix, EXTRA_FIELD]);
  return slots.filter((slot, index) => slots.findIndex((other) => other.join("/") === slot.join("/")) === index);
}

/** The value with `text` spliced into the plausible value at `slot` (an extra field: `text` as key and value). */
export function withHostileText(value: unknown, slot: readonly string[], hostile: { text: string; at: number }): unknown {
  const [head, ...rest] = slot;
  if (head === undefined) return splice(value, hostile);
  const copy: Record<string, unknown> = Array.isArray(value) ? { ...value } : { ...(value as object) };
  if (head === EXTRA_FIELD) return { ...copy, [hostile.text]: hostile.text };
  copy[head] = withHostileText(copy[head], rest, hostile);
  return Array.isArray(value) ? Object.assign([], copy) : copy;
}

function splice(value: unknown, hostile: { text: string; at: number }): string {
  const base = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const position = hostile.at % (base.length + 1);
  return `${base.slice(0, position)}${hostile.text}${base.slice(position)}`;
}

/** Percent-encoded as a client would send it; a lone surrogate as the three bytes WTF-8 gives it. */
export function percentEncode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) => {
    if (char.length === 2 || !/[\ud800-\udfff]/.test(char)) return encodeURIComponent(char);
    const unit = char.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
  });
}
