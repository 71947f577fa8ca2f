import { beforeAll, describe, expect, it } from "vitest";
import { registry } from "../blocks/index.ts";
import { GUEST_AUDIENCE, type AudienceContext } from "../../contracts/personalisation/audience.ts";
import type { PageContext } from "./page-context.ts";
import { InvalidPageDocumentError, pathToString, resolvePage } from "./resolve-page.ts";
import type { BlockNode, Diagnostic, PageNode } from "./types.ts";
import type { ResolveResult } from "./resolve-page.ts";

beforeAll(() => registry.preloadSchemas());

// ---------------------------------------------------------------------------------------------
// Factories

const audience = (partial: Partial<AudienceContext> = {}): AudienceContext => ({ ...GUEST_AUDIENCE, ...partial });

const pageContext = (partial: Partial<PageContext> = {}): PageContext => ({
  siteId: "test-site",
  localePath: "en-us",
  mode: "publish",
  pathname: "/en-us/test-page",
  audience: audience(),
  clientSideSegmentation: false,
  ...partial,
});
const preview = (partial: Partial<PageContext> = {}) => pageContext({ mode: "preview", ...partial });

type RawItem = Record<string, unknown>;
/** A raw CMS block item: `{ id, type, ...props }`. */
const rawBlock = (type: string, id: string, props: RawItem = {}): RawItem => ({ id, type, ...props });
const section = (items: unknown[], settings: RawItem = {}): RawItem => ({ items, ...settings });
const pageDocument = (sections: unknown[], meta: RawItem = {}): RawItem => ({ id: "page-1", slug: "test-page", title: "Test page", sections, ...meta });

/** A document with one section holding `items`. */
const pageWith = (...items: unknown[]) => pageDocument([section(items)]);

const banner = (id: string, props: RawItem = {}) => rawBlock("banner", id, { title: `Banner ${id}`, ...props });
const spacer = (id: string, props: RawItem = {}) => rawBlock("spacer", id, props);
const picture = (id: string, url = "https://cdn.example/p.jpg") => rawBlock("picture", id, { picture: { url } });
const invalidBanner = (id: string) => rawBlock("banner", id, {});
const segmentation = (id: string, segments: { id: string; targets: unknown[] }[], baselines: unknown[] = []) =>
  rawBlock("segmentation", id, { segments, baselines });
const filterBy = (id: string, props: RawItem, components: unknown[]) => rawBlock("filter-by", id, { ...props, components });
const experience = (id: string, baseline: unknown[], variants: { name: string; items: unknown[] }[] = [], name = "Spring Hero") =>
  rawBlock("experience", id, { experienceName: name, baseline, variants });

const resolve = (document: unknown, context = pageContext()) => resolvePage(document, context, registry);

/** Top-level nodes of the first section. */
const items = (result: ResolveResult) => result.page.sections[0]?.items ?? [];

/**
 * Reads a document path such as `segments[1].targets[0]` inside a node's resolved props,
 * stepping into the props of every nested node on the way.
 */
function childAt(node: PageNode | undefined, path: string): unknown {
  const keys = [...path.matchAll(/[^.[\]]+/g)].map(([key]) => (/^\d+$/.test(key) ? Number(key) : key));
  let value: unknown = node;
  for (const key of keys) {
    const current = value as Record<string | number, unknown> | undefined;
    value = current?.kind === "block" ? (current as unknown as BlockNode).props[key] : current?.[key];
  }
  return value;
}

/** Every node in the tree with the nodes nested in control blocks. */
function allNodes(result: ResolveResult): PageNode[] {
  const out: PageNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const record = value as Record<string, unknown>;
    if (record.kind === "block" || record.kind === "invalid") {
      out.push(record as unknown as PageNode);
      if (record.kind === "block") visit(record.props);
      return;
    }
    Object.values(record).forEach(visit);
  };
  result.page.sections.forEach((entry) => visit(entry.items));
  return out;
}

const diagnostic = (partial: Partial<Diagnostic> & { message?: unknown }) =>
  expect.objectContaining({ path: "sections[0].items[0]", ...partial }) as unknown as Diagnostic;

// ---------------------------------------------------------------------------------------------

describe("resolvePage: a valid page", () => {
  it("becomes the tree to render, with section and block defaults applied", () => {
    const result = resolve(
      pageDocument(
        [section([spacer("gap"), banner("hero", { title: "Hello" })], { id: "top", name: "Top" }), section([picture("pic")], { isSticky: true, bottomMargins: { md: 16 } })],
        { description: "About the page" },
      ),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.page).toEqual({
      id: "page-1",
      slug: "test-page",
      title: "Test page",
      description: "About the page",
      sections: [
        {
          id: "top",
          name: "Top",
          bottomMargins: {},
          hideOnBreakpoint: {},
          isFullWidth: false,
          isSticky: false,
          lazy: false,
          items: [
            { kind: "block", id: "gap", type: "spacer", props: { bottomMargins: { sm: 24 } }, lazy: false },
            {
              kind: "block",
              id: "hero",
              type: "banner",
              props: { title: "Hello", targets: [], backgroundColor: "#1f3b2d", textColor: "#ffffff", alignment: "center" },
              lazy: false,
            },
          ],
        },
        {
          id: "section-1",
          name: "",
          bottomMargins: { md: 16 },
          hideOnBreakpoint: {},
          isFullWidth: false,
          isSticky: true,
          lazy: false,
          items: [{ kind: "block", id: "pic", type: "picture", props: { picture: { url: "https://cdn.example/p.jpg", alt: "" }, captionPosition: "off", eager: false }, lazy: false }],
        },
      ],
    });
  });

  it.each([
    { type: "spacer", props: {}, expected: { bottomMargins: { sm: 24 } } },
    { type: "spacer", props: { bottomMargins: { lg: 80 } }, expected: { bottomMargins: { lg: 80 } } },
    { type: "rich-text", props: { richText: "<p>Hi</p>" }, expected: { richText: "<p>Hi</p>", alignment: "left" } },
    {
      type: "banner",
      props: { title: " Sale ", targets: [{ url: "/sale" }] },
      expected: {
        title: "Sale",
        targets: [{ text: "", url: "/sale", targetAttribute: "_self", size: "medium", style: "primary" }],
        backgroundColor: "#1f3b2d",
        textColor: "#ffffff",
        alignment: "center",
      },
    },
    { type: "child-pages", props: { parentPage: "stories" }, expected: { parentPage: "stories", limit: 6 } },
    {
      type: "linked-card",
      props: { title: "Card" },
      expected: { title: "Card", targets: [], gradientStyle: "off", gradientTone: "dark", captionPosition: "off", layout: "below", alignment: "left" },
    },
    { type: "filter-by", props: { variant: "category" }, expected: { variant: "category", operator: "IN", filterBy: [], components: [] } },
    { type: "segmentation", props: {}, expected: { segments: [], baselines: [], isFullWidth: false, hideOnBreakpoint: {} } },
    { type: "experience", props: { experienceName: "Spring Hero" }, expected: { experienceName: "Spring Hero", baseline: [], variants: [] } },
    { type: "spacer", props: { unknownField: true, bottomMargins: { sm: 8 } }, expected: { bottomMargins: { sm: 8 } } },
  ])("applies the $type schema: $props → $expected", ({ type, props, expected }) => {
    const result = resolve(pageWith(rawBlock(type, "block-1", props)));
    expect(result.diagnostics).toEqual([]);
    expect(items(result)).toEqual([{ kind: "block", id: "block-1", type, props: expected, lazy: false }]);
  });

  it("normalises the id and type it validated, so that the block can be found again", () => {
    const result = resolve(pageWith(rawBlock(" banner ", " hero ", { title: "Hi" })));
    expect(result.diagnostics).toEqual([]);
    expect(items(result)).toEqual([expect.objectContaining({ kind: "block", id: "hero", type: "banner" })]);
    expect(result.plan.eagerTypes).toEqual(["banner"]);
  });
});

describe("resolvePage: unknown block types", () => {
  const unknown = rawBlock("carousel", "c1", { slides: [] });
  const expected: Diagnostic = { blockId: "c1", type: "carousel", path: "sections[0].items[1]", field: "type", message: 'Unknown block type "carousel"' };

  it("are left out in publish mode, with a diagnostic", () => {
    const result = resolve(pageWith(spacer("before"), unknown, spacer("after")));
    expect(result.diagnostics).toEqual([expected]);
    expect(items(result).map((node) => node.id)).toEqual(["before", "after"]);
  });

  it("stay as invalid nodes in preview mode", () => {
    const result = resolve(pageWith(spacer("before"), unknown, spacer("after")), preview());
    expect(result.diagnostics).toEqual([expected]);
    expect(items(result)[1]).toEqual({ kind: "invalid", id: "c1", type: "carousel", diagnostics: [expected], editor: { path: "sections[0].items[1]" } });
    expect(items(result).map((node) => node.kind)).toEqual(["block", "invalid", "block"]);
  });
});

describe("resolvePage: invalid props", () => {
  it.each([
    { name: "banner without a title", item: rawBlock("banner", "b1"), field: "title", message: /missing|expected string/i },
    { name: "banner with a blank title", item: banner("b1", { title: "   " }), field: "title", message: /A banner needs a title/ },
    { name: "banner with four buttons", item: banner("b1", { targets: [1, 2, 3, 4].map((n) => ({ url: `/x${n}` })) }), field: "targets", message: /at most 3/ },
    { name: "banner button with a javascript: URL", item: banner("b1", { targets: [{ url: "/ok" }, { url: "javascript:alert(1)" }] }), field: "targets[1].url", message: /Unsafe URL/ },
    { name: "banner with a colour that is no colour", item: banner("b1", { textColor: "red; background: url(x)" }), field: "textColor", message: /Not a CSS colour/ },
    { name: "picture with a javascript: URL", item: picture("p1", "javascript:alert(1)"), field: "picture.url", message: /Unsafe media URL/ },
    { name: "picture with a mailto: URL", item: picture("p1", "mailto:a@example.com"), field: "picture.url", message: /Unsafe media URL/ },
    { name: "picture with an empty URL", item: picture("p1", "  "), field: "picture.url", message: /URL is empty/ },
    { name: "spacer taller than allowed", item: spacer("s1", { bottomMargins: { md: 401 } }), field: "bottomMargins.md", message: /400/ },
    { name: "rich text without text", item: rawBlock("rich-text", "r1"), field: "richText", message: /missing|expected string/i },
    { name: "child pages with a parent that is no slug", item: rawBlock("child-pages", "cp1", { parentPage: "Not A Slug" }), field: "parentPage", message: /page slug/ },
    { name: "filter-by product with a category id", item: filterBy("f1", { variant: "product", filterBy: ["NF0A3C8D", "123456"] }, []), field: "filterBy[1]", message: /not a product id/ },
    { name: "filter-by category with a product id", item: filterBy("f1", { variant: "category", filterBy: ["NF0A3C8D"] }, []), field: "filterBy[0]", message: /not a category id/ },
    { name: "filter-by without a variant", item: filterBy("f1", {}, []), field: "variant", message: /Invalid option/ },
    { name: "segmentation with a segment id that is no audience condition", item: segmentation("sg1", [{ id: "loggedin", targets: [] }, { id: "vip", targets: [] }]), field: "segments[1].id", message: /audience condition/ },
    { name: "experience without a name", item: experience("e1", [], [], " "), field: "experienceName", message: /Experience name is required/ },
    { name: "experience variant without a name", item: experience("e1", [], [{ name: "", items: [] }]), field: "variants[0].name", message: /Variant name is required/ },
  ])("$name → diagnostic on $field", ({ item, field, message }) => {
    const publish = resolve(pageWith(item));
    const where = { blockId: String(item.id), type: String(item.type), path: "sections[0].items[0]", field };
    expect(publish.diagnostics).toEqual([diagnostic({ ...where, message: expect.stringMatching(message) })]);
    expect(items(publish)).toEqual([]);

    const inPreview = resolve(pageWith(item), preview());
    expect(items(inPreview)).toEqual([expect.objectContaining({ kind: "invalid", id: where.blockId, diagnostics: inPreview.diagnostics })]);
  });

  it("reports every invalid field of a block", () => {
    const result = resolve(pageWith(banner("b1", { title: "", alignment: "right", targets: [{ url: "vbscript:x" }] })));
    expect(result.diagnostics.map((entry) => entry.field).sort()).toEqual(["alignment", "targets[0].url", "title"]);
  });
});

describe("resolvePage: items without id or type", () => {
  it.each([
    { name: "missing id", item: { type: "spacer" }, blockId: "(no id)", type: "spacer", field: "id" },
    { name: "blank id", item: { id: "  ", type: "spacer" }, blockId: "(no id)", type: "spacer", field: "id" },
    { name: "id that is no string", item: { id: 7, type: "spacer" }, blockId: "(no id)", type: "spacer", field: "id" },
    { name: "missing type", item: { id: "s1" }, blockId: "s1", type: "(no type)", field: "type" },
    { name: "empty type", item: { id: "s1", type: "" }, blockId: "s1", type: "(no type)", field: "type" },
    { name: "not an object", item: "spacer", blockId: "(no id)", type: "(no type)", field: "" },
    { name: "null", item: null, blockId: "(no id)", type: "(no type)", field: "" },
  ])("$name → left out with a diagnostic on '$field'", ({ item, blockId, type, field }) => {
    const result = resolve(pageWith(spacer("ok"), item));
    expect(result.diagnostics).toEqual([diagnostic({ blockId, type, field, path: "sections[0].items[1]", message: expect.any(String) })]);
    expect(items(result).map((node) => node.id)).toEqual(["ok"]);
  });
});

describe("resolvePage: sections", () => {
  it.each([
    { name: "bottom margin too large", settings: { bottomMargins: { sm: 401 } }, field: "bottomMargins.sm" },
    { name: "negative bottom margin", settings: { bottomMargins: { lg: -1 } }, field: "bottomMargins.lg" },
    { name: "sticky that is no boolean", settings: { isSticky: "yes" }, field: "isSticky" },
    { name: "hide flag that is no boolean", settings: { hideOnBreakpoint: { md: 1 } }, field: "hideOnBreakpoint.md" },
    { name: "items that are no list", settings: { items: { 0: spacer("x") } }, field: "items" },
  ])("with invalid settings ($name) are left out with a diagnostic on $field", ({ settings, field }) => {
    const result = resolve(pageDocument([section([spacer("first")]), section([spacer("second")], { id: "broken", ...settings }), section([spacer("third")])]));
    expect(result.page.sections.map((entry) => entry.id)).toEqual(["section-0", "section-2"]);
    expect(result.diagnostics).toEqual([{ blockId: "broken", type: "section", path: "sections[1]", field, message: expect.any(String) }]);
  });

  it.each([
    { name: "null", raw: null },
    { name: "a string", raw: "section" },
  ])("a section that is $name is left out with a diagnostic", ({ raw }) => {
    const result = resolve(pageDocument([raw, section([spacer("ok")])]));
    expect(result.page.sections.map((entry) => entry.id)).toEqual(["section-1"]);
    expect(result.diagnostics).toEqual([{ blockId: "section-0", type: "section", path: "sections[0]", field: "", message: expect.any(String) }]);
  });
});

describe("resolvePage: blocks nested in control blocks", () => {
  type Row = { name: string; build: (bad: RawItem, good: RawItem) => RawItem; list: string };
  const rows: Row[] = [
    { name: "segmentation target", build: (bad, good) => segmentation("ctl", [{ id: "loggedin", targets: [spacer("other")] }, { id: "loggedout", targets: [bad, good] }]), list: "segments[1].targets" },
    { name: "segmentation baseline", build: (bad, good) => segmentation("ctl", [], [bad, good]), list: "baselines" },
    { name: "filter-by component", build: (bad, good) => filterBy("ctl", { variant: "category" }, [bad, good]), list: "components" },
    { name: "experience baseline", build: (bad, good) => experience("ctl", [bad, good]), list: "baseline" },
    { name: "experience variant item", build: (bad, good) => experience("ctl", [], [{ name: "A", items: [] }, { name: "B", items: [bad, good] }]), list: "variants[1].items" },
    {
      name: "segmentation inside an experience variant",
      build: (bad, good) => experience("ctl", [], [{ name: "B", items: [segmentation("inner", [{ id: "cart-empty", targets: [bad, good] }])] }]),
      list: "variants[0].items[0].segments[0].targets",
    },
    {
      name: "filter-by inside a segmentation baseline",
      build: (bad, good) => segmentation("ctl", [], [filterBy("inner", { variant: "product" }, [bad, good])]),
      list: "baselines[0].components",
    },
  ];

  it.each(rows)("are validated: invalid $name → diagnostic with its nested path", ({ build, list }) => {
    const result = resolve(pageWith(build(invalidBanner("bad"), spacer("good"))));
    expect(result.diagnostics).toEqual([
      { blockId: "bad", type: "banner", path: `sections[0].items[0].${list}[0]`, field: "title", message: expect.any(String) },
    ]);
  });

  it.each(rows)("publish mode: the invalid $name is left out, its siblings get defaults", ({ build, list }) => {
    const result = resolve(pageWith(build(invalidBanner("bad"), spacer("good"))));
    expect(items(result)).toEqual([expect.objectContaining({ kind: "block", id: "ctl" })]);
    expect(childAt(items(result)[0], list)).toEqual([{ kind: "block", id: "good", type: "spacer", props: { bottomMargins: { sm: 24 } }, lazy: false }]);
  });

  it.each(rows)("preview mode: the invalid $name stays as an invalid node", ({ build, list }) => {
    const result = resolve(pageWith(build(invalidBanner("bad"), spacer("good"))), preview());
    const path = `sections[0].items[0].${list}[0]`;
    expect(childAt(items(result)[0], list)).toEqual([
      { kind: "invalid", id: "bad", type: "banner", diagnostics: result.diagnostics, editor: { path } },
      expect.objectContaining({ kind: "block", id: "good", editor: { path: `sections[0].items[0].${list}[1]` } }),
    ]);
  });

  it.each(rows)("an unknown type as $name is reported with its nested path", ({ build, list }) => {
    const result = resolve(pageWith(build(rawBlock("marquee", "bad"), spacer("good"))));
    expect(result.diagnostics).toEqual([
      { blockId: "bad", type: "marquee", path: `sections[0].items[0].${list}[0]`, field: "type", message: 'Unknown block type "marquee"' },
    ]);
  });

  it("the example of the content spec: sections[0].items[0].segments[1].targets[0]", () => {
    const result = resolve(pageWith(segmentation("seg", [{ id: "loggedin", targets: [] }, { id: "loggedout", targets: [invalidBanner("b")] }])));
    expect(result.diagnostics.map((entry) => entry.path)).toEqual(["sections[0].items[0].segments[1].targets[0]"]);
  });
});

describe("resolvePage: rich text", () => {
  const dirty = '<p onclick="steal()">Hi <a href="javascript:alert(1)" target="_blank">there</a><script>alert(1)</script></p><iframe src="//evil"></iframe>';
  const isClean = (html: unknown) => {
    expect(typeof html).toBe("string");
    expect(html).toContain("Hi ");
    expect(html).not.toMatch(/script|onclick|iframe|javascript:/i);
    expect(html).toContain('rel="noopener noreferrer"');
  };

  it.each([
    { name: "rich-text block", item: rawBlock("rich-text", "r1", { richText: dirty }), field: "richText" },
    { name: "banner text", item: banner("b1", { richText: dirty }), field: "richText" },
    { name: "linked card text", item: rawBlock("linked-card", "l1", { richText: dirty }), field: "richText" },
  ])("is sanitised in a $name", ({ item, field }) => {
    const result = resolve(pageWith(item));
    expect(result.diagnostics).toEqual([]);
    isClean(childAt(items(result)[0], field));
  });

  it("is sanitised in a block nested in a control block", () => {
    const result = resolve(pageWith(segmentation("seg", [], [rawBlock("rich-text", "r1", { richText: dirty })])));
    isClean(childAt(items(result)[0], "baselines[0].richText"));
  });
});

describe("resolvePage: the render plan's eager types", () => {
  const personalised = () =>
    segmentation("seg", [{ id: "loggedin", targets: [banner("member-banner")] }], [picture("guest-picture")]);
  const experiment = () => experience("exp", [spacer("base")], [{ name: "B", items: [rawBlock("linked-card", "card", { title: "B" })] }]);
  const productFilter = () => filterBy("filter", { variant: "product", filterBy: ["NF0A3C8D"] }, [rawBlock("rich-text", "text", { richText: "<p>x</p>" })]);

  it.each([
    { name: "plain blocks, each type once", items: [spacer("a"), banner("b"), spacer("c")], context: pageContext(), expected: ["banner", "spacer"] },
    { name: "segmentation for a logged-in shopper: the loggedin segment, not the baseline", items: [personalised()], context: pageContext({ audience: audience({ loggedIn: true }) }), expected: ["banner", "segmentation"] },
    { name: "segmentation for a guest: the baseline", items: [personalised()], context: pageContext({ audience: audience() }), expected: ["picture", "segmentation"] },
    { name: "segmentation while the audience is unknown: no child", items: [personalised()], context: pageContext({ audience: undefined }), expected: ["segmentation"] },
    { name: "segmentation forced by the test context", items: [personalised()], context: pageContext({ audience: audience(), testContext: "loggedin" }), expected: ["banner", "segmentation"] },
    { name: "filter-by on a listed product", items: [productFilter()], context: pageContext({ productId: "NF0A3C8D" }), expected: ["filter-by", "rich-text"] },
    { name: "filter-by on another product", items: [productFilter()], context: pageContext({ productId: "NF0A9999" }), expected: ["filter-by"] },
    { name: "experience undecided: the baseline", items: [experiment()], context: pageContext(), expected: ["experience", "spacer"] },
    { name: "experience forced to a variant", items: [experiment()], context: pageContext({ testContext: "Spring Hero=b" }), expected: ["experience", "linked-card"] },
    {
      name: "control blocks nested in each other",
      items: [experience("exp", [segmentation("seg", [{ id: "cart-not-empty", targets: [banner("x")] }], [picture("y")])])],
      context: pageContext({ audience: audience({ cartItemCount: 2 }) }),
      expected: ["banner", "experience", "segmentation"],
    },
    { name: "invalid nodes in preview are not loaded", items: [rawBlock("marquee", "m"), spacer("s")], context: preview(), expected: ["spacer"] },
  ])("$name → $expected", ({ items: pageItems, context, expected }) => {
    const result = resolve(pageWith(...pageItems), context);
    expect([...result.plan.eagerTypes].sort()).toEqual(expected);
    expect(new Set(result.plan.eagerTypes).size).toBe(result.plan.eagerTypes.length);
  });

  it("a lazy section marks all its nodes, nested ones too, lazy; of them only blocks kept as server HTML are eager", () => {
    const result = resolve(
      pageDocument([section([spacer("eager")]), section([banner("lazy-banner"), personalised()], { lazy: true })]),
      pageContext({ audience: audience({ loggedIn: true }) }),
    );
    const lazySection = result.page.sections[1]!;
    expect(lazySection.lazy).toBe(true);
    const nested = childAt(lazySection.items[1], "segments[0].targets[0]") as BlockNode;
    const lazyNodes = [...lazySection.items, nested, childAt(lazySection.items[1], "baselines[0]") as BlockNode];
    expect(lazyNodes.map((node) => [node.id, node.kind === "block" && node.lazy])).toEqual([
      ["lazy-banner", true],
      ["seg", true],
      ["member-banner", true],
      ["guest-picture", true],
    ]);
    expect(result.page.sections[0]!.items).toEqual([expect.objectContaining({ id: "eager", lazy: false })]);
    // The banner never needs code (decision 0014): the server renders it, lazy or not. The
    // segmentation decides in the browser: it and what it shows wait for the viewport.
    expect(result.plan.eagerTypes).toEqual(["spacer", "banner"]);
  });
});

describe("resolvePage: editor metadata", () => {
  const document = () =>
    pageDocument([
      section([spacer("a")]),
      section([banner("b"), segmentation("c", [{ id: "loggedin", targets: [banner("d")] }], [experience("e", [spacer("f")], [{ name: "B", items: [spacer("g")] }])])]),
    ]);
  const expectedPaths = {
    a: "sections[0].items[0]",
    b: "sections[1].items[0]",
    c: "sections[1].items[1]",
    d: "sections[1].items[1].segments[0].targets[0]",
    e: "sections[1].items[1].baselines[0]",
    f: "sections[1].items[1].baselines[0].baseline[0]",
    g: "sections[1].items[1].baselines[0].variants[0].items[0]",
  };

  it("preview mode gives every node, nested ones too, its document path", () => {
    const result = resolve(document(), preview());
    expect(Object.fromEntries(allNodes(result).map((node) => [node.id, node.editor?.path]))).toEqual(expectedPaths);
  });

  it("publish mode gives no node editor metadata", () => {
    const result = resolve(document());
    const nodes = allNodes(result);
    expect(nodes.map((node) => node.id).sort()).toEqual(Object.keys(expectedPaths));
    for (const node of nodes) expect(node, node.id).not.toHaveProperty("editor");
  });
});

describe("resolvePage: documents that are not pages", () => {
  it.each([
    { name: "null", document: null },
    { name: "undefined", document: undefined },
    { name: "a string", document: "page" },
    { name: "a number", document: 42 },
    { name: "an array", document: [pageWith(spacer("a"))] },
    { name: "an empty object", document: {} },
    { name: "a page without a slug", document: { id: "page-1", sections: [] } },
    { name: "a page with an empty id", document: pageDocument([], { id: "" }) },
    { name: "a page whose sections are no list", document: pageDocument([], { sections: { 0: section([]) } }) },
  ])("$name throws InvalidPageDocumentError", ({ document }) => {
    expect(() => resolve(document)).toThrow(InvalidPageDocumentError);
  });

  it("names the fields at fault", () => {
    let error: unknown;
    try {
      resolve({ id: "page-1", sections: "nope" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidPageDocumentError);
    const issues = (error as InvalidPageDocumentError).issues;
    expect(issues.map((issue) => issue.field).sort()).toEqual(["sections", "slug"]);
    expect(issues.every((issue) => issue.blockId === "page" && issue.type === "page")).toBe(true);
    expect((error as Error).message).toMatch(/slug: .*; sections: |sections: .*; slug: /);
  });
});

describe("pathToString", () => {
  it.each([
    { segments: [], expected: "" },
    { segments: ["title"], expected: "title" },
    { segments: ["picture", "url"], expected: "picture.url" },
    { segments: ["targets", 0, "url"], expected: "targets[0].url" },
    { segments: [0, "id"], expected: "[0].id" },
    { segments: ["segments", 1, "targets", 0], expected: "segments[1].targets[0]" },
  ])("$segments → '$expected'", ({ segments, expected }) => {
    expect(pathToString(segments)).toBe(expected);
  });
});
