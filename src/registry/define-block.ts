import type { ComponentType } from "react";
import type { UseQueryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { PageContext } from "../engine/page-context.ts";
import type { PageNode } from "../engine/types.ts";
import type { Hydration } from "../engine/hydration.ts";

/** What every block component receives besides its own props. */
export interface BlockRuntimeProps<TData = unknown> {
  blockId: string;
  /** The data provider's answer; `undefined` when the block has none or its data failed. */
  data?: TData;
}

export type BlockComponentProps<TProps, TData = unknown> = TProps & BlockRuntimeProps<TData>;

/**
 * A lazily imported component module. Written as `() => import("./hero-banner")`; the
 * `blockChunks` Vite plugin tags it with the module id so the server can preload its chunk.
 */
export type ComponentLoader<P> = (() => Promise<{ default: ComponentType<P> }>) & { moduleId?: string };

/** A query the block needs, built from its props and the page context (TanStack `queryOptions`). */
export type DataProvider<TProps, TData> = (
  props: TProps,
  context: PageContext,
  // The query key's exact tuple type is the provider's own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
) => UseQueryOptions<TData, Error, TData, any>;

/** Nested block lists of a control block, resolved by the engine like top-level items. */
export interface ChildResolver {
  /** Resolve raw items found at `field` (a path relative to the block) into nodes. */
  (items: readonly unknown[], field: readonly (string | number)[]): PageNode[];
}

/**
 * @typeParam TSchema - zod schema of the props as the CMS sends them.
 * @typeParam TData - what the data provider answers.
 * @typeParam TProps - props the component receives: the schema's output, or for control
 *   blocks the output with nested block lists resolved into nodes.
 */
/**
 * Where a block's props schema comes from: inline (`schema`), or a loader (`loadSchema`) that
 * keeps the schema, and zod with it, out of the shopper's JavaScript. The server and the preview
 * load schemas; shoppers' browsers never need them (the server sends validated trees). See
 * docs/decisions/0011.
 */
export type BlockSchemaSource<TSchema extends z.ZodType> =
  | { /** Props of the block, with defaults. Unknown fields are dropped. */ schema: TSchema; loadSchema?: undefined }
  | {
      /** Loads the props schema: `() => import("./schema.ts").then((module) => module.heroSchema)`. */
      loadSchema: () => Promise<TSchema>;
      schema?: undefined;
    };

export type BlockDefinition<TSchema extends z.ZodType = z.ZodType, TData = unknown, TProps = z.output<TSchema>> = BlockDefinitionFields<
  TSchema,
  TData,
  TProps
> &
  BlockSchemaSource<TSchema>;

export interface BlockDefinitionFields<TSchema extends z.ZodType = z.ZodType, TData = unknown, TProps = z.output<TSchema>> {
  /** The CMS type name, unique in a registry. */
  type: string;
  /** Human name for the content tool and Storybook. Defaults to the type. */
  label?: string;
  component: ComponentLoader<BlockComponentProps<TProps, TData>>;
  dataProvider?: DataProvider<TProps, TData>;
  /** Render a skeleton on the server and load when within 200px of the viewport. */
  lazy?: boolean;
  /**
   * When shoppers' browsers run the block's code for a block the server rendered (the preview
   * always runs it): `load` (default), `interaction` (the server's HTML until the shopper
   * points at, touches or focuses it) or `never` (the server's HTML is final: no code at all).
   * A function decides per block, e.g. a hero with a video needs its code, one with a picture
   * does not. Ignored for lazy blocks. A block with a data provider loads unless it declares
   * `hydrate`: then the server's HTML, rendered with the server's data, stands until then (the
   * product's reviews: read as sent, code once the shopper sorts, votes or writes).
   * See docs/decisions/0014.
   */
  hydrate?: Hydration | ((props: TProps) => Hydration);
  /**
   * The block renders the page's main heading (`<h1>`: a product's name): a page holding it at its
   * top level adds no visually hidden heading of its own (one `<h1>` per page).
   */
  pageHeading?: boolean;
  /** Height reserved by the skeleton of a lazy block, in px. Defaults to 240. */
  skeletonHeight?: number;
  /**
   * Code that runs on the block's server HTML while the block is not hydrated (an `interaction`
   * island), loaded once the block comes within 200px of the viewport: behaviour that
   * needs no React, far lighter than the block's code (a carousel reporting the tiles the shopper
   * sees, docs/decisions/0026). It gets the island's root element and answers its cleanup, run
   * when the block hydrates or leaves the page.
   */
  enhance?: () => Promise<{ default: ServerHtmlEnhancer }>;
  /**
   * What the block shows from the page context besides its props (the decided items of a
   * recommendation slot), as a string: when it changes, a block kept as server HTML renders anew.
   */
  contextIdentity?: (props: TProps, context: PageContext) => string;
  /**
   * The block shows nothing for this context (a recommendation slot the engine left empty): a
   * section holding only blocks that show nothing is left out, margins and all. Pure and cheap: it
   * runs with the definition, before the block's code has loaded.
   */
  isEmpty?: (props: TProps, context: PageContext) => boolean;
  /** Control blocks: replace nested raw block lists in the validated props by resolved nodes. */
  resolveChildren?: (props: z.output<TSchema>, resolve: ChildResolver) => TProps;
  /**
   * Control blocks: the children that render for this context. Used by the React layer to
   * render, by the engine to preload only their code, and by sections to know they are empty.
   */
  select?: (props: TProps, context: PageContext) => ControlSelection;
}

/** What a control block shows: nothing decided yet, or the chosen nodes (none: empty). */
export type ControlSelection =
  | { status: "loading" }
  | { status: "resolved"; nodes: readonly PageNode[]; reason?: string };

/** Behaviour added to a block's server HTML without hydrating it (see `enhance`). */
export type ServerHtmlEnhancer = (root: Element) => () => void;

// A definition whose props type is erased, for heterogeneous lists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any, any, any>;

/**
 * Declares a block type: the single place a block is registered.
 *
 * @example
 * // src/blocks/spacer/index.ts — the schema lives in ./schema.ts, loaded by the server and preview only
 * export const spacerBlock = defineBlock({
 *   type: "spacer",
 *   loadSchema: () => import("./schema.ts").then((module) => module.spacerSchema),
 *   component: () => import("./spacer.tsx"),
 * });
 */
export function defineBlock<TSchema extends z.ZodType, TData = unknown, TProps = z.output<TSchema>>(
  definition: BlockDefinition<TSchema, TData, TProps>,
): BlockDefinition<TSchema, TData, TProps> {
  return definition;
}
