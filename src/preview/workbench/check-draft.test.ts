import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createRegistry } from "../../registry/create-registry.ts";
import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { checkDraft } from "./check-draft.ts";

const registry = createRegistry([
  defineBlock({
    type: "note",
    schema: z.object({ title: z.string().min(1, "A note needs a title"), size: z.enum(["s", "l"]).default("s") }),
    component: async () => ({ default: () => null }),
  }),
]);
const context: PageContext = { siteId: "RL-US", localePath: "en-us", mode: "preview", pathname: "/en-us", clientSideSegmentation: false };
const path = "sections[0].items[0]";

beforeAll(() => registry.preloadSchemas());

describe("checkDraft", () => {
  it.each<[string, string, { syntax?: RegExp; fields?: string[] }]>([
    ["valid block", `{"id":"n1","type":"note","title":"Hello"}`, { fields: [] }],
    ["schema problem names the field", `{"id":"n1","type":"note","title":""}`, { fields: ["title"] }],
    ["two problems", `{"id":"n1","type":"note","title":"","size":"xl"}`, { fields: ["title", "size"] }],
    ["unknown type", `{"id":"n1","type":"nope"}`, { fields: ["type"] }],
    ["missing id", `{"type":"note","title":"x"}`, { fields: ["id"] }],
    ["broken JSON", `{"id":"n1",`, { syntax: /^Not valid JSON/ }],
    ["not an object", `[1,2]`, { syntax: /JSON object/ }],
    ["null", `null`, { syntax: /JSON object/ }],
  ])("%s", (_name, text, expected) => {
    const result = checkDraft(text, path, context, registry);
    if (expected.syntax) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.syntaxError).toMatch(expected.syntax);
    } else {
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.diagnostics.map((diagnostic) => diagnostic.field)).toEqual(expected.fields);
    }
  });

  it("reports the block's path so the workbench can show it beside the block", () => {
    const result = checkDraft(`{"id":"n1","type":"note","title":""}`, path, context, registry);
    expect(result.ok && result.diagnostics[0]).toMatchObject({ blockId: "n1", type: "note", path, message: "A note needs a title" });
  });
});
