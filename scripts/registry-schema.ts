import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { registry } from "../src/blocks/index.ts";
import { registryJsonSchema } from "../src/registry/json-schema.ts";

/** `npm run registry:schema [out]`: the JSON Schema of every registered block, for the content tool. */
const out = path.resolve(process.argv[2] ?? "build/registry.schema.json");
mkdirSync(path.dirname(out), { recursive: true });
await registry.preloadSchemas();
const schema = registryJsonSchema(registry);
writeFileSync(out, `${JSON.stringify(schema, null, 2)}\n`);
console.log(`Wrote the schema of ${Object.keys(schema.blocks).length} block types to ${path.relative(process.cwd(), out)}`);
