import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { composeStories, setProjectAnnotations, type ReactRenderer } from "@storybook/react-vite";
import type { ComposedStoryFn } from "storybook/internal/types";
import previewAnnotations from "../../.storybook/preview.tsx";
import { STORY_BLOCK_ID, type BlockStoryParameters } from "../../src/engine/react/story-helpers.tsx";

/**
 * Every Storybook story renders (portable stories, on the server renderer): the block stories
 * go through the engine, so a story whose args stop validating shows up here as a diagnostic
 * card where none is expected.
 */

setProjectAnnotations(previewAnnotations);

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>("../../src/**/*.stories.tsx", { eager: true });

const DIAGNOSTIC_CARD = 'class="diagnostic-card"';

describe("stories", () => {
  it("finds a stories file for every block type", async () => {
    const { registry } = await import("../../src/blocks/index.ts");
    const files = Object.keys(modules);
    const { commerceScreens } = await import("../../src/commerce/screens/index.ts");
    const screens = new Set(commerceScreens.map((screen) => screen.type));
    for (const type of registry.types()) expect(files).toContain(screens.has(type) ? `../../src/commerce/screens/${type}/${type}.stories.tsx` : `../../src/blocks/${type}/${type}.stories.tsx`);
  });

  for (const [file, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as [string, ComposedStoryFn<ReactRenderer>][];
    const blockType = /\/(?:blocks|commerce\/screens)\/([^/]+)\/[^/]+\.stories\.tsx$/.exec(file)?.[1];

    describe(file.replace("../../src/", ""), () => {
      it("has stories, among them one with invalid args", () => {
        expect(stories.length).toBeGreaterThan(0);
        if (blockType) expect(stories.some(([, story]) => (story.parameters.block as BlockStoryParameters | undefined)?.expectDiagnostic)).toBe(true);
      });

      it.each(stories)("%s renders", async (_name, Story) => {
        await Story.load();
        const html = renderToString(<Story />);
        expect(html.length).toBeGreaterThan(0);

        const expectations = (Story.parameters.block ?? {}) as BlockStoryParameters;
        if (expectations.expectDiagnostic) expect(html).toContain(DIAGNOSTIC_CARD);
        else expect(html).not.toContain(DIAGNOSTIC_CARD);

        if (blockType) {
          if (expectations.expectEmpty) expect(html).not.toContain("<section");
          else expect(html).toContain(`data-block-id="${STORY_BLOCK_ID}" data-block-type="${blockType}"`);
        }
        for (const fragment of expectations.expectHtml ?? []) expect(html).toContain(fragment);
        for (const fragment of expectations.forbidHtml ?? []) expect(html).not.toContain(fragment);
      });
    });
  }
});
