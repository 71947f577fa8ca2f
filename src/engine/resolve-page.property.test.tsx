import { beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { registry } from "../blocks/index.ts";
import { InvalidPageDocumentError, resolvePage } from "./resolve-page.ts";
import type { PageNode } from "./types.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "./react/testing/render-page.tsx";

/** A valid page using every block type, nested control blocks included. */
const BASE_PAGE = {
  id: "home",
  slug: "home",
  title: "Home",
  sections: [
    {
      id: "s1",
      name: "Top",
      bottomMargins: { sm: 16, lg: 32 },
      items: [
        { id: "pic", type: "picture", picture: { url: "/media/hero.svg", alt: "Ridge", width: 1600, height: 700 }, eager: true },
        { id: "ban", type: "banner", title: "Winter is coming", richText: "<p>Get <a href='/en-us/c/jackets-100200'>jackets</a></p>", targets: [{ text: "Shop", url: "/en-us/c/jackets-100200" }] },
      ],
    },
    {
      id: "s2",
      items: [
        { id: "card", type: "linked-card", title: "Packs", media: { type: "image", url: "/media/packs.svg", alt: "Pack" }, targets: [{ text: "Shop packs", url: "/en-us/c/packs-100400" }] },
        { id: "rt", type: "rich-text", richText: "<h2>Our story</h2><p>Since 1978.</p>" },
        { id: "sp", type: "spacer", bottomMargins: { sm: 24 } },
      ],
    },
    {
      id: "s3",
      items: [
        {
          id: "seg",
          type: "segmentation",
          segments: [{ id: "loggedin", targets: [{ id: "seg-in", type: "banner", title: "Welcome back" }] }],
          baselines: [{ id: "seg-base", type: "banner", title: "Join us" }],
        },
        { id: "flt", type: "filter-by", variant: "category", operator: "NOT IN", filterBy: ["100200"], components: [{ id: "flt-rt", type: "rich-text", richText: "<p>Not jackets</p>" }] },
        { id: "exp", type: "experience", experienceName: "Test", baseline: [{ id: "exp-b", type: "spacer" }], variants: [{ name: "Experiment", items: [{ id: "exp-v", type: "rich-text", richText: "<p>Variant</p>" }] }] },
      ],
    },
    { id: "s4", lazy: true, items: [{ id: "kids", type: "child-pages", parentPage: "help" }] },
  ],
};

type Json = unknown;
type Path = (string | number)[];

/** Every path inside a JSON value, root first. */
function allPaths(value: Json, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...allPaths(item, [...prefix, index])));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) paths.push(...allPaths(item, [...prefix, key]));
  return paths;
}

type Mutation = { pick: number; kind: "delete" | "replace" | "type" | "unsafe-url" | "duplicate"; value: Json };

function applyMutation(document: Json, mutation: Mutation): Json {
  const paths = allPaths(document);
  const path = paths[mutation.pick % paths.length]!;
  if (path.length === 0) return mutation.kind === "replace" ? mutation.value : document;
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], document) as Record<string | number, Json>;
  const key = path.at(-1)!;
  switch (mutation.kind) {
    case "delete":
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case "replace":
      parent[key] = mutation.value;
      break;
    case "type":
      parent[key] = typeof mutation.value === "string" ? mutation.value : "not-a-block";
      break;
    case "unsafe-url":
      parent[key] = "javascript:alert(document.cookie)";
      break;
    case "duplicate":
      if (Array.isArray(parent)) parent.splice(Number(key), 0, structuredClone(parent[Number(key)]));
      break;
  }
  return document;
}

const mutationArbitrary = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom("delete", "replace", "type", "unsafe-url", "duplicate"),
  value: fc.jsonValue({ maxDepth: 3 }),
}) as fc.Arbitrary<Mutation>;

const mutatedPage = fc.array(mutationArbitrary, { minLength: 1, maxLength: 6 }).map((mutations) => mutations.reduce<Json>(applyMutation, structuredClone(BASE_PAGE)));

function treePaths(nodes: readonly PageNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.editor) into.add(node.editor.path);
  }
  return into;
}

beforeAll(async () => {
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});

describe("resolvePage on randomly mutated documents", () => {
  test("never throws (but for a document that is not a page), and accounts for every top-level item", () => {
    fc.assert(
      fc.property(mutatedPage, (document) => {
        let preview;
        try {
          preview = resolvePage(document, pageContext({ mode: "preview" }), registry);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidPageDocumentError);
          return;
        }
        const publish = resolvePage(document, pageContext({ mode: "publish" }), registry);
        // Shoppers get no invalid nodes and the same diagnostics as editors.
        expect(publish.diagnostics).toEqual(preview.diagnostics);
        for (const section of publish.page.sections) for (const node of section.items) expect(node.kind).toBe("block");

        const sections = (document as { sections?: unknown }).sections;
        if (!Array.isArray(sections)) return;
        const diagnosticPaths = new Set(preview.diagnostics.map((diagnostic) => diagnostic.path));
        const rendered = treePaths(preview.page.sections.flatMap((section) => section.items));
        sections.forEach((section, sectionIndex) => {
          if (diagnosticPaths.has(`sections[${sectionIndex}]`)) return; // the whole section was rejected
          const items = (section as { items?: unknown }).items;
          if (!Array.isArray(items)) return;
          items.forEach((_item, itemIndex) => {
            const path = `sections[${sectionIndex}].items[${itemIndex}]`;
            const invalidNode = preview.page.sections.flatMap((s) => s.items).find((node) => node.editor?.path === path && node.kind === "invalid");
            const hasDiagnostic = [...diagnosticPaths].some((candidate) => candidate === path);
            // Either a valid node with no diagnostic of its own, or an invalid one with its diagnostic.
            expect(rendered.has(path), `${path} is in the tree`).toBe(true);
            expect(Boolean(invalidNode), `${path} invalid node ⇔ diagnostic`).toBe(hasDiagnostic);
          });
        });
      }),
      { numRuns: 3000 },
    );
  });

  test("the server render of any mutated page never throws and every valid block renders", async () => {
    await fc.assert(
      fc.asyncProperty(mutatedPage, async (document) => {
        let result;
        try {
          result = resolvePage(document, pageContext(), registry);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidPageDocumentError);
          return;
        }
        const { errors } = await streamPageToHtml(<PageUnderTest page={result.page} context={pageContext()} registry={registry} />);
        expect(errors).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
