import { z } from "zod";
import type { Registry } from "./create-registry.ts";

/**
 * One JSON Schema document describing the props of every registered block, keyed by type,
 * for the content tool. Schemas describe the input side: fields with defaults are optional.
 */
export function registryJsonSchema(registry: Registry) {
  const blocks: Record<string, unknown> = {};
  for (const definition of registry.definitions()) {
    blocks[definition.type] = {
      title: definition.label ?? definition.type,
      lazy: definition.lazy ?? false,
      ...z.toJSONSchema(definition.schema, { io: "input", unrepresentable: "any" }),
    };
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Registered content blocks",
    blocks,
  };
}
