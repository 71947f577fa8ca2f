import { Suspense, use, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AnyBlockDefinition } from "../../registry/define-block.ts";
import type { LoadedBlockComponent } from "../../registry/create-registry.ts";
import type { BlockNode, PageNode } from "../types.ts";
import { BlockErrorBoundary } from "./block-error-boundary.tsx";
import { BlockSkeleton } from "./block-skeleton.tsx";
import { DiagnosticCard } from "./diagnostic-card.tsx";
import { useEngine } from "./engine-context.tsx";
import { LazyMount } from "./lazy-mount.tsx";

const loggedFailures = new Set<string>();

/**
 * Suspense fallback of a block. On the server nothing suspends (components are loaded at
 * start and data is prefetched), so rendering it there means the block threw: React streams
 * this instead, the browser retries and the error boundary has the last word.
 */
function BlockFallback({ node, height }: { node: BlockNode; height?: number }) {
  if (typeof window === "undefined") {
    const key = `${node.type}#${node.id}`;
    if (!loggedFailures.has(key)) {
      if (loggedFailures.size > 10_000) loggedFailures.clear();
      loggedFailures.add(key);
      console.error(`[blocks] render failed on the server: type=${node.type} id=${node.id}; skipped`);
    }
    return null;
  }
  return <BlockSkeleton height={height} />;
}

function BlockWithData({ node, definition, Component }: { node: BlockNode; definition: AnyBlockDefinition; Component: LoadedBlockComponent }) {
  const { page } = useEngine();
  // Block data is deferred: a failure leaves `data` undefined and the block renders its empty state.
  const query = useQuery(definition.dataProvider!(node.props, page));
  if (query.isPending) return <BlockSkeleton height={definition.skeletonHeight} />;
  return <Component {...node.props} blockId={node.id} data={query.data} />;
}

function BlockContent({ node, definition }: { node: BlockNode; definition: AnyBlockDefinition }) {
  const { registry } = useEngine();
  const Component = registry.loadedComponent(node.type) ?? use(registry.load(node.type));
  if (definition.dataProvider) return <BlockWithData node={node} definition={definition} Component={Component} />;
  return <Component {...node.props} blockId={node.id} />;
}

function EditorFrame({ node, children }: { node: PageNode; children: ReactNode }) {
  return (
    <div className="editor-frame" data-block-id={node.id} data-block-type={node.type} data-block-path={node.editor?.path}>
      {children}
    </div>
  );
}

/** One block: validated props in, its component out, isolated from every other block's failure. */
export function BlockView({ node }: { node: PageNode }) {
  const { registry, page } = useEngine();
  const preview = page.mode === "preview";
  if (node.kind === "invalid") {
    return preview ? (
      <EditorFrame node={node}>
        <DiagnosticCard type={node.type} blockId={node.id} diagnostics={node.diagnostics} />
      </EditorFrame>
    ) : null;
  }
  const definition = registry.get(node.type);
  if (!definition) return null;

  const failed = preview ? (
    <DiagnosticCard
      type={node.type}
      blockId={node.id}
      diagnostics={[{ blockId: node.id, type: node.type, path: node.editor?.path ?? "", field: "", message: "This block failed to render" }]}
    />
  ) : null;
  let content: ReactNode = (
    <BlockErrorBoundary blockId={node.id} type={node.type} fallback={failed}>
      <Suspense fallback={<BlockFallback node={node} height={definition.skeletonHeight} />}>
        <BlockContent node={node} definition={definition} />
      </Suspense>
    </BlockErrorBoundary>
  );
  if (node.lazy) content = <LazyMount height={definition.skeletonHeight}>{content}</LazyMount>;
  return preview ? <EditorFrame node={node}>{content}</EditorFrame> : content;
}

/** A list of blocks, e.g. the children a control block selected. */
export function BlockList({ nodes }: { nodes: readonly PageNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <BlockView key={`${node.id}:${index}`} node={node} />
      ))}
    </>
  );
}
