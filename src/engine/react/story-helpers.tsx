import { useMemo } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Meta, StoryContext } from "@storybook/react-vite";
import { ensureSanitizer } from "#sanitize";
import { registry as storefrontRegistry } from "../../blocks/index.ts";
import type { Registry } from "../../registry/create-registry.ts";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import type { PageContext } from "../page-context.ts";
import { resolvePage } from "../resolve-page.ts";
import type { PageNode } from "../types.ts";
import type { ResolveResult } from "../resolve-page.ts";
import { DiagnosticCard } from "./diagnostic-card.tsx";
import { EngineProvider } from "./engine-context.tsx";
import { PageView } from "./page-view.tsx";
import { fixtureItem, type BlockFields } from "./story-fixtures.ts";

/**
 * Storybook only: renders one block from its raw CMS fields **through the engine**, as an editor
 * previewing a draft sees it. The story's args are the block's CMS fields; every change in the
 * controls is validated again, and invalid fields show the diagnostic card instead of the block.
 */

export type { BlockFields };

/** Answers a block's data provider would give, by block type, from its validated props. */
export type BlockDataFixtures = Record<string, (props: Record<string, unknown>, context: PageContext) => unknown>;

/** Section settings of the one-section page (see `sectionSettings` in page-document.ts). */
export interface StorySectionSettings {
  name?: string;
  isFullWidth?: boolean;
  bottomMargins?: { sm?: number; md?: number; lg?: number };
}

/** What a story tells the engine besides the block's fields: `parameters.block`. */
export interface BlockStoryParameters {
  /** Overrides of the page context: `testContext`, `productId`, `audience`, `mode`… */
  pageContext?: Partial<PageContext>;
  /** Answers for blocks with a data provider, seeded into the query cache (no network). */
  data?: BlockDataFixtures;
  section?: StorySectionSettings;
  /** Checked by tests/unit/stories.test.tsx: the story shows a diagnostic card. */
  expectDiagnostic?: boolean;
  /** Checked by tests/unit/stories.test.tsx: the block renders nothing (its section is empty). */
  expectEmpty?: boolean;
  /** Checked by tests/unit/stories.test.tsx: fragments the rendered HTML contains. */
  expectHtml?: readonly string[];
  /** Checked by tests/unit/stories.test.tsx: fragments the rendered HTML must not contain. */
  forbidHtml?: readonly string[];
}

export const STORY_BLOCK_ID = "story-block";

/** A guest on the US home page, in preview mode (invalid blocks show as cards). */
export function storyPageContext(overrides: Partial<PageContext> = {}): PageContext {
  return {
    siteId: "RL-US",
    localePath: "en-us",
    mode: "preview",
    pathname: "/en-us",
    audience: GUEST_AUDIENCE,
    clientSideSegmentation: false,
    ...overrides,
  };
}

/** The one-section page document holding the block. */
export function storyPageDocument(type: string, fields: BlockFields, section: StorySectionSettings = {}) {
  return {
    id: "storybook",
    slug: "storybook",
    title: "Storybook",
    sections: [{ id: "story-section", ...section, items: [{ ...fields, id: STORY_BLOCK_ID, type }] }],
  };
}

/**
 * Loader of every block story: the browser sanitiser must be loaded before rich text is
 * validated, and preloading the block components means the story never suspends.
 */
export async function prepareBlockEngine(registry: Registry = storefrontRegistry): Promise<Record<string, never>> {
  await ensureSanitizer();
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
  return {};
}

// Fixture items are validated when the stories modules load (see `fixtureArgs`): in the
// browser, that needs the sanitiser and the schemas first.
await ensureSanitizer();
await storefrontRegistry.preloadSchemas();

/** Whether a block with these fields passes the engine's validation, nested blocks included. */
export function isValidBlock(type: string, fields: BlockFields, registry: Registry = storefrontRegistry): boolean {
  return resolvePage(storyPageDocument(type, fields), storyPageContext(), registry).diagnostics.length === 0;
}

/**
 * Story args from the fixture content: the fields of the first fixture item of `type` (the US
 * home page first) that `accept` takes and that validate, else `fallback`.
 */
export function fixtureArgs(type: string, fallback: BlockFields, accept: (fields: BlockFields) => boolean = () => true): BlockFields {
  return fixtureItem(type, (fields) => accept(fields) && isValidBlock(type, fields))?.fields ?? structuredClone(fallback);
}

/** Every node of the tree, nested ones (children of control blocks) included. */
function collectNodes(value: unknown, found: PageNode[] = []): PageNode[] {
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, found);
  } else if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    if ((record.kind === "block" || record.kind === "invalid") && typeof record.type === "string") found.push(record as unknown as PageNode);
    for (const child of Object.values(record)) collectNodes(child, found);
  }
  return found;
}

/** A query client that never fetches on its own, holding the data fixtures of the page's blocks. */
function seededQueryClient(result: ResolveResult, context: PageContext, registry: Registry, data: BlockDataFixtures): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
  });
  for (const node of collectNodes(result.page.sections)) {
    if (node.kind !== "block") continue;
    const provider = registry.get(node.type)?.dataProvider;
    const answer = data[node.type];
    if (!provider || !answer) continue;
    client.setQueryData(provider(node.props, context).queryKey, answer(node.props, context));
  }
  return client;
}

export interface BlockStoryProps {
  type: string;
  fields: BlockFields;
  context?: Partial<PageContext>;
  data?: BlockDataFixtures;
  section?: StorySectionSettings;
  registry?: Registry;
}

const NO_DATA: BlockDataFixtures = {};

/** One block in a one-section page: validated by `resolvePage`, rendered by `PageView`. */
export function BlockStory({ type, fields, context: overrides, data = NO_DATA, section, registry = storefrontRegistry }: BlockStoryProps) {
  // Storybook hands over new args (and the same parameters) only when the controls change them.
  const rendered = useMemo(() => {
    const context = storyPageContext(overrides);
    let result: ResolveResult;
    try {
      result = resolvePage(storyPageDocument(type, fields, section), context, registry);
    } catch (error) {
      // Only when the sanitiser has not loaded (a story rendered without its loader).
      return { error: error instanceof Error ? error.message : String(error) };
    }
    return { context, result, client: seededQueryClient(result, context, registry, data) };
  }, [type, fields, overrides, section, registry, data]);

  if (rendered.error !== undefined) {
    return (
      <DiagnosticCard
        type={type}
        blockId={STORY_BLOCK_ID}
        diagnostics={[{ blockId: STORY_BLOCK_ID, type, path: "", field: "", message: rendered.error }]}
      />
    );
  }
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.result.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}

/** A copy of `fields` without `name`: for stories of a missing field. */
export function withoutField(fields: BlockFields, name: string): BlockFields {
  const { [name]: _omitted, ...rest } = fields;
  return rest;
}

/** `parameters.block` of a story context. */
export function blockStoryParameters(context: Pick<StoryContext, "parameters">): BlockStoryParameters {
  return (context.parameters.block ?? {}) as BlockStoryParameters;
}

/**
 * The meta of a block's stories: args are the block's CMS fields, rendered through the engine;
 * `parameters.block` adds page context, data fixtures and section settings.
 *
 * The title stays a literal in each stories file: Storybook's indexer reads it statically.
 *
 * @example
 * const meta = { title: "Blocks/Banner", ...blockStoriesMeta("banner") } satisfies Meta<BlockFields>;
 */
export function blockStoriesMeta(type: string): Meta<BlockFields> {
  return {
    loaders: [() => prepareBlockEngine()],
    render: (args, context) => {
      const parameters = blockStoryParameters(context);
      return <BlockStory type={type} fields={args} context={parameters.pageContext} data={parameters.data} section={parameters.section} />;
    },
    parameters: {
      docs: { description: { component: `The \`${type}\` block rendered through the engine from its CMS fields (the args), in preview mode.` } },
    },
  };
}
