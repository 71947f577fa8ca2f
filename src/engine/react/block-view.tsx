import { Suspense, use, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AnyBlockDefinition } from "../../registry/define-block.ts";
import type { LoadedBlockComponent } from "../../registry/create-registry.ts";
import type { BlockNode, PageNode } from "../types.ts";
import { BlockErrorBoundary } from "./block-error-boundary.tsx";
import { BlockSkeleton } from "./block-skeleton.tsx";
import { DiagnosticCard } from "./diagnostic-card.tsx";
import { useEngine, type BlockOverrides, type EngineValue } from "./engine-context.tsx";
import { LazyMount } from "./lazy-mount.tsx";
import { childNodes, hydrationOf } from "../hydration.ts";
import { ServerHtmlIsland, serverIslandElement } from "./server-html-island.tsx";
import { onServer as renderingOnServer } from "./environment.ts";
import { blockFrameName, namedComponent } from "./server-block-frame.tsx";

const onServer = typeof window === "undefined";

/** Reserved space while a block's code loads in the browser (nothing on the server, see 0004). */
function BlockFallback({ height }: { height?: number }) {
  return onServer ? null : <BlockSkeleton height={height} />;
}

function BlockWithData({ node, definition, Component }: { node: BlockNode; definition: AnyBlockDefinition; Component: LoadedBlockComponent }) {
  const { page } = useEngine();
  // Block data is deferred: a failure leaves `data` undefined and the block renders its empty state.
  const query = useQuery(definition.dataProvider!(node.props, page));
  if (query.isPending) return <BlockSkeleton height={definition.skeletonHeight} />;
  return <Component {...node.props} blockId={node.id} data={query.data} />;
}

/** The block's component as an element, with its data when it has a data provider. */
function blockComponentElement(node: BlockNode, definition: AnyBlockDefinition, Component: LoadedBlockComponent): ReactNode {
  if (definition.dataProvider) return <BlockWithData node={node} definition={definition} Component={Component} />;
  return <Component {...node.props} blockId={node.id} />;
}

/** Renders the block's component, suspending (once) while its code loads. */
function BlockContent({ node, definition }: { node: BlockNode; definition: AnyBlockDefinition }) {
  const { registry } = useEngine();
  const Component = use(registry.load(node.type));
  return blockComponentElement(node, definition, Component);
}

// On the server each block renders in a component named after it (its errors then name it in
// the log). Resolved trees are shared across requests, so the named component is kept per node.
const serverFrames = new WeakMap<BlockNode, ComponentType>();

/** A plain function component, which may be called as a function (no class, memo or forwardRef). */
function isPlainFunctionComponent(component: LoadedBlockComponent): component is (props: Record<string, unknown>) => ReactNode {
  return typeof component === "function" && !(component.prototype && "isReactComponent" in component.prototype);
}

function serverFrame(node: BlockNode, definition: AnyBlockDefinition, engine: EngineValue): ComponentType {
  let frame = serverFrames.get(node);
  if (!frame) {
    const name = blockFrameName(node.type, node.id);
    const loaded = engine.registry.loadedComponent(node.type);
    if (loaded && !definition.dataProvider && isPlainFunctionComponent(loaded)) {
      // The usual case (the server loads every component at start): the frame runs the block's
      // own function body rather than rendering it as a child, so on the server it costs nothing
      // over the block itself (hooks are the frame's; it always calls the same component).
      const props = { ...node.props, blockId: node.id };
      frame = namedComponent(name, () => loaded(props));
    } else {
      frame = namedComponent(name, function ServerBlock() {
        const { registry } = useEngine();
        // A loaded component renders at once: suspending on it would stream the block out of
        // order, in a template that only script moves into place (no JavaScript: no block).
        return blockComponentElement(node, definition, loaded ?? use(registry.load(node.type)));
      });
    }
    serverFrames.set(node, frame);
  }
  return frame;
}

const noSubscription = () => () => {};
const noOverride = () => undefined;

/** The editor's draft of the block at `path`, if any; re-renders this block alone when it changes. */
function useOverride(overrides: BlockOverrides | undefined, path: string | undefined): PageNode | undefined {
  return useSyncExternalStore(
    overrides && path ? (listener) => overrides.subscribe(path, listener) : noSubscription,
    overrides && path ? () => overrides.get(path) : noOverride,
    noOverride,
  );
}

const renderKeys = new WeakMap<PageNode, string>();
let nextRenderKey = 0;

/**
 * A key per node object: a draft replaces the block's whole subtree (a fresh error boundary, so
 * a draft that fixes a crash shows at once), while re-renders of the same node keep its state.
 */
function renderKey(node: PageNode): string {
  let key = renderKeys.get(node);
  if (key === undefined) renderKeys.set(node, (key = `n${nextRenderKey++}`));
  return key;
}

/**
 * Preview: the block in a frame naming its id, type and path (the workbench selects, highlights
 * and edits blocks by them), replaced by the editor's draft when there is one.
 */
function EditorBlock({ node }: { node: PageNode }) {
  const engine = useEngine();
  const current = useOverride(engine.overrides, node.editor?.path) ?? node;
  return (
    <div
      className="editor-frame"
      data-block-id={current.id}
      data-block-type={current.type}
      data-block-path={current.editor?.path}
      data-block-valid={current.kind === "block" ? undefined : "false"}
    >
      {blockContent(current, engine, renderKey(current))}
    </div>
  );
}

function failedCard(node: BlockNode) {
  return (
    <DiagnosticCard
      type={node.type}
      blockId={node.id}
      diagnostics={[{ blockId: node.id, type: node.type, path: node.editor?.path ?? "", field: "", message: "This block failed to render" }]}
    />
  );
}

/**
 * One block: validated props in, its component out, isolated from every other block's failure.
 * A function rather than a component so that a server render adds only a Suspense boundary and
 * the named frame per block: the engine's cost over hand-written JSX stays small.
 *
 * - Server: `<Suspense fallback={null}><Block[type id]/></Suspense>`; a throw streams nothing for
 *   this block and the browser retries it. (Class error boundaries do nothing on the server.)
 * - Browser: an error boundary (shoppers: nothing; editors: a card) around Suspense.
 * - Lazy blocks: a skeleton until within `LAZY_ROOT_MARGIN` (1250px) of the viewport.
 * - Preview: a frame with the block's id, type and path for the workbench, which may replace
 *   the block by a draft (see `EditorBlock`).
 */
export function blockElement(node: PageNode, engine: EngineValue, key: string): ReactNode {
  if (engine.page.mode === "preview") return <EditorBlock key={key} node={node} />;
  return blockContent(node, engine, key);
}

/** Loads the code of the blocks and of every block inside them (an island wakes without a skeleton). */
function loadCodeOf(nodes: readonly BlockNode[], engine: EngineValue): Promise<unknown> {
  const types = new Set<string>();
  const visit = (current: PageNode) => {
    if (current.kind !== "block") return;
    types.add(current.type);
    childNodes(current.props).forEach(visit);
  };
  nodes.forEach(visit);
  return Promise.all([...types].map((type) => engine.registry.load(type)));
}

const identities = new WeakMap<BlockNode, string>();

/** What the block shows, as a string: the island keeps the server's HTML only while it is unchanged. */
function identityOf(node: BlockNode): string {
  let identity = identities.get(node);
  if (identity === undefined) identities.set(node, (identity = `${node.type}#${node.id}:${JSON.stringify(node.props)}`));
  return identity;
}

/** What the browser compares to keep an island's server HTML: the blocks' content and what of the page they show. */
function islandIdentity(nodes: readonly BlockNode[], engine: EngineValue): string {
  return nodes.map((node) => identityOf(node) + (engine.registry.get(node.type)?.contextIdentity?.(node.props, engine.page) ?? "")).join("\n");
}

/** The block's element, keyed with `key` when it is one of a list. */
function blockContent(node: PageNode, engine: EngineValue, key?: string): ReactNode {
  const preview = engine.page.mode === "preview";
  if (node.kind === "invalid") {
    return preview ? <DiagnosticCard type={node.type} blockId={node.id} diagnostics={node.diagnostics} /> : null;
  }
  const definition = engine.registry.get(node.type);
  if (!definition) return null;

  const hydration = hydrationOf(node, engine.registry, preview);
  if (hydration !== "load" && renderingOnServer) return serverIslandElement(hydration, renderedBlock(node, definition, engine, preview, false), key);
  if (hydration !== "load") {
    // Server HTML the browser keeps (lazy or not: without code or data there is nothing to defer).
    return (
      <ServerHtmlIsland key={key} hydration={hydration} identity={islandIdentity([node], engine)} prepare={() => loadCodeOf([node], engine)} enhance={definition.enhance}>
        {renderedBlock(node, definition, engine, preview, false)}
      </ServerHtmlIsland>
    );
  }
  return renderedBlock(node, definition, engine, preview, node.lazy, key);
}

/**
 * The block as the server streams it, or as the browser renders it (isolated, suspending while
 * its code loads). A `deferred` block is a skeleton on the server and mounts near the viewport.
 */
function renderedBlock(node: BlockNode, definition: AnyBlockDefinition, engine: EngineValue, preview: boolean, deferred: boolean, key?: string): ReactNode {
  if (onServer && !deferred) {
    const Frame = serverFrame(node, definition, engine);
    return (
      <Suspense key={key} fallback={null}>
        <Frame />
      </Suspense>
    );
  }
  const content: ReactNode = (
    <BlockErrorBoundary key={deferred ? undefined : key} blockId={node.id} type={node.type} fallback={preview ? failedCard(node) : null}>
      <Suspense fallback={<BlockFallback height={definition.skeletonHeight} />}>
        <BlockContent node={node} definition={definition} />
      </Suspense>
    </BlockErrorBoundary>
  );
  return deferred ? (
    <LazyMount key={key} blockType={node.type} height={definition.skeletonHeight}>
      {content}
    </LazyMount>
  ) : (
    content
  );
}

/** A block whose server HTML is final and that nothing enhances: it may share an island box. */
function isPlainKeptBlock(node: PageNode, engine: EngineValue): node is BlockNode {
  if (node.kind !== "block") return false;
  const definition = engine.registry.get(node.type);
  return definition !== undefined && !definition.enhance && hydrationOf(node, engine.registry, false) === "never";
}

/**
 * Consecutive blocks whose server HTML is final, in one island box rather than one box each.
 * A box is an element the server writes on every request: one per block made the engine's page
 * a fifth slower to render than the same blocks written as JSX (bench:render), and most of a
 * content page is such blocks. Each block keeps its own Suspense boundary (a throw still loses
 * only that block, docs/decisions/0004). The browser keeps the box's HTML as it keeps a single
 * block's, and renders the run anew when any block in it changes.
 */
function keptRun(run: readonly BlockNode[], engine: EngineValue, firstIndex: number): ReactNode {
  const key = `${run[0]!.id}:${firstIndex}`;
  const blocks = run.map((node, offset) => renderedBlock(node, engine.registry.get(node.type)!, engine, false, false, `${node.id}:${firstIndex + offset}`));
  if (renderingOnServer) return serverIslandElement("never", blocks, key);
  return (
    <ServerHtmlIsland key={key} hydration="never" identity={islandIdentity(run, engine)} prepare={() => loadCodeOf(run, engine)}>
      {blocks}
    </ServerHtmlIsland>
  );
}

/** The elements of a list of blocks (a section's items, the children a control block selected), keyed. */
export function blockElements(nodes: readonly PageNode[], engine: EngineValue): ReactNode[] {
  const elements: ReactNode[] = [];
  for (let index = 0; index < nodes.length; ) {
    let end = index;
    if (engine.page.mode !== "preview") while (end < nodes.length && isPlainKeptBlock(nodes[end]!, engine)) end++;
    if (end - index > 1) {
      elements.push(keptRun(nodes.slice(index, end) as BlockNode[], engine, index));
      index = end;
    } else {
      const node = nodes[index]!;
      elements.push(blockElement(node, engine, `${node.id}:${index}`));
      index++;
    }
  }
  return elements;
}

/** A list of blocks, e.g. the children a control block selected. */
export function BlockList({ nodes }: { nodes: readonly PageNode[] }) {
  return <>{blockElements(nodes, useEngine())}</>;
}

/** One block as a component, for callers that render a single node. */
export function BlockView({ node }: { node: PageNode }) {
  return blockElement(node, useEngine(), node.id);
}
