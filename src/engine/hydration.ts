import type { BlockNode, PageNode } from "./types.ts";

/**
 * When the browser runs the code of a block the server rendered (docs/decisions/0014):
 * - `load`: as the page hydrates (the default; blocks that act on their own: timers,
 *   impressions, personalisation, data).
 * - `interaction`: the server's HTML stays until the shopper points at, touches or focuses the
 *   block; then its code loads and takes over (carousels, accordions, menus).
 * - `never`: the server's HTML is final; shoppers' browsers never download the block's code.
 */
export type Hydration = "load" | "interaction" | "never";

const EAGERNESS: Record<Hydration, number> = { never: 0, interaction: 1, load: 2 };

/** The more eager of two hydrations: an island holding a block that needs its code at once needs it too. */
export function moreEager(a: Hydration, b: Hydration): Hydration {
  return EAGERNESS[a] >= EAGERNESS[b] ? a : b;
}

function isPageNode(value: unknown): value is PageNode {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Partial<PageNode>;
  return (candidate.kind === "block" || candidate.kind === "invalid") && typeof candidate.type === "string" && typeof candidate.id === "string";
}

/** The block nodes nested in a block's props (the children a container resolved), not their own descendants. */
export function childNodes(props: unknown, found: PageNode[] = []): PageNode[] {
  if (Array.isArray(props)) for (const entry of props) childNodes(entry, found);
  else if (isPageNode(props)) found.push(props);
  else if (props && typeof props === "object") for (const entry of Object.values(props)) childNodes(entry, found);
  return found;
}

/** What hydration needs of a block definition (registry/define-block.ts declares these fields). */
interface HydrationFields {
  dataProvider?: unknown;
  // Each block's props are its own; a definition of any block fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  hydrate?: Hydration | ((props: any) => Hydration);
}

interface Lookup {
  get(type: string): HydrationFields | undefined;
}

const cache = new WeakMap<BlockNode, Hydration>();

/**
 * When shoppers' browsers run this block's code. Editors (preview) always hydrate; blocks with
 * data fetch or refresh it in the browser, unless their definition declares `hydrate`. A block is as eager as the most eager block inside it.
 * A lazy block that never or only on interaction needs its code is rendered by the server like
 * any other (lazy defers code and data, and it has neither to defer).
 */
export function hydrationOf(node: BlockNode, registry: Lookup, preview: boolean): Hydration {
  if (preview) return "load";
  const known = cache.get(node);
  if (known) return known;
  const definition = registry.get(node.type);
  let hydration: Hydration = "load";
  // A block with data loads by default (its data may be refreshed in the browser); one that
  // declares `hydrate` has said its server HTML, with the server's data, is fine until then.
  if (definition && definition.hydrate) {
    hydration = typeof definition.hydrate === "function" ? definition.hydrate(node.props) : definition.hydrate;
    for (const child of childNodes(node.props)) {
      if (hydration === "load") break;
      if (child.kind === "block") hydration = moreEager(hydration, hydrationOf(child, registry, false));
    }
  }
  cache.set(node, hydration);
  return hydration;
}
