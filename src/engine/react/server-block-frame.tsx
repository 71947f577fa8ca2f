import type { FunctionComponent } from "react";

/**
 * Server renders cannot catch a block's error (React has no server error boundaries): the
 * renderer's `onError` receives the error and a component stack. So that the log can name the
 * block, each block renders on the server inside a component named after its type and id, and
 * `blockFromComponentStack` reads it back from the stack.
 */
const FRAME_NAME = /Block\[type=([^\s\]]+) id=([^\]]+)\]/;

export function blockFrameName(type: string, id: string): string {
  return `Block[type=${type} id=${id}]`;
}

/**
 * `render` as a component called `name`. Named through a computed key: V8 stack frames (React's
 * development component stacks) and `displayName` (its production ones) both carry it.
 */
export function namedComponent<P extends object>(name: string, render: FunctionComponent<P>): FunctionComponent<P> {
  const component: FunctionComponent<P> = { [name]: (props: P) => render(props) }[name]!;
  component.displayName = name;
  return component;
}

/** The block a server render error came from, read from the component stack. */
export function blockFromComponentStack(componentStack: string | null | undefined): { type: string; id: string } | undefined {
  const match = componentStack ? FRAME_NAME.exec(componentStack) : null;
  return match ? { type: match[1]!, id: match[2]! } : undefined;
}

/** Logs a server render error; a block's error names the block (it is skipped, the page streams on). */
export function logServerRenderError(error: unknown, componentStack: string | null | undefined): void {
  const message = error instanceof Error ? error.message : String(error);
  const block = blockFromComponentStack(componentStack);
  if (block) console.error(`[blocks] render failed on the server: type=${block.type} id=${block.id}: ${message}; skipped`);
  else console.error(`[ssr] render error: ${message}`, componentStack ?? "");
}
