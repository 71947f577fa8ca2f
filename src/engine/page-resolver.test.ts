import { beforeAll, describe, expect, test } from "vitest";
import { registry } from "../blocks/index.ts";
import { createPageResolver } from "./page-resolver.ts";
import { InvalidPageDocumentError } from "./resolve-page.ts";
import { pageContext } from "./react/testing/render-page.tsx";

beforeAll(() => registry.preloadSchemas());

const documentWithSegments = () => ({
  id: "p",
  slug: "p",
  sections: [
    {
      id: "s",
      items: [
        {
          id: "seg",
          type: "segmentation",
          segments: [{ id: "loggedin", targets: [{ id: "member", type: "banner", title: "Welcome back" }] }],
          baselines: [{ id: "base", type: "rich-text", richText: "<p>Join</p>" }],
        },
      ],
    },
  ],
});

describe("createPageResolver", () => {
  test("resolves a document object once per mode and shares the tree", () => {
    const resolve = createPageResolver(registry);
    const document = documentWithSegments();
    const first = resolve(document, pageContext());
    const second = resolve(document, pageContext());
    expect(second.page).toBe(first.page);
    const preview = resolve(document, pageContext({ mode: "preview" }));
    expect(preview.page).not.toBe(first.page);
    expect(preview.page.sections[0]!.items[0]!.editor).toBeDefined();
    expect(first.page.sections[0]!.items[0]!.editor).toBeUndefined();
  });

  test("a new document object (a new revision) is resolved again", () => {
    const resolve = createPageResolver(registry);
    const first = resolve(documentWithSegments(), pageContext());
    const second = resolve(documentWithSegments(), pageContext());
    expect(second.page).not.toBe(first.page);
    expect(second.page).toEqual(first.page);
  });

  test("eager types follow each request's context", () => {
    const resolve = createPageResolver(registry);
    const document = documentWithSegments();
    expect(resolve(document, pageContext()).plan.eagerTypes).toEqual(["segmentation", "rich-text"]);
    const member = resolve(document, pageContext({ audience: { loggedIn: true, loyaltyMember: false, employee: false, athlete: false, identityTypes: [], cartItemCount: 0 } }));
    expect(member.plan.eagerTypes).toEqual(["segmentation", "banner"]);
  });

  test("a document that is not a page still throws", () => {
    const resolve = createPageResolver(registry);
    expect(() => resolve("nope", pageContext())).toThrow(InvalidPageDocumentError);
    expect(() => resolve({ slug: 1 }, pageContext())).toThrow(InvalidPageDocumentError);
  });
});
