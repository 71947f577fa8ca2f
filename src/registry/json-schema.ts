import { z } from "zod";
import { SchemaNotLoadedError, type Registry } from "./create-registry.ts";

/**
 * One JSON Schema document describing the props of every registered block, keyed by type,
 * for the content tool. Schemas describe the input side: fields with defaults are optional.
 * Call `registry.preloadSchemas()` first.
 */
function requireSchema(registry: Registry, type: string): z.ZodType {
  const schema = registry.schemaOf(type);
  if (!schema) throw new SchemaNotLoadedError(type);
  return schema;
}

export function registryJsonSchema(registry: Registry) {
  const blocks: Record<string, unknown> = {};
  for (const definition of registry.definitions()) {
    blocks[definition.type] = {
      title: definition.label ?? definition.type,
      lazy: definition.lazy ?? false,
      ...z.toJSONSchema(requireSchema(registry, definition.type), { io: "input", unrepresentable: "any" }),
    };
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Registered content blocks",
    blocks,
  };
}
