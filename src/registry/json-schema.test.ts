import { beforeAll, expect, test } from "vitest";
import { registry } from "../blocks/index.ts";
import { registryJsonSchema } from "./json-schema.ts";

beforeAll(() => registry.preloadSchemas());

test("the JSON Schema describes every registered block's input props", () => {
  const schema = registryJsonSchema(registry);
  expect(Object.keys(schema.blocks).sort()).toEqual(registry.types().sort());
  const banner = schema.blocks.banner as { type: string; required?: string[]; properties: Record<string, { default?: unknown; maxItems?: number }> };
  expect(banner.type).toBe("object");
  // Fields with defaults are optional for the editor; the title is not.
  expect(banner.required).toEqual(["title"]);
  expect(banner.properties.alignment?.default).toBe("center");
  expect(banner.properties.targets?.maxItems).toBe(3);
  const segmentation = schema.blocks.segmentation as { properties: { segments: { items: { properties: { id: { enum: string[] } } } } } };
  expect(segmentation.properties.segments.items.properties.id.enum).toContain("loyalty-loggedin");
  expect((schema.blocks["child-pages"] as { lazy: boolean }).lazy).toBe(false);
});
