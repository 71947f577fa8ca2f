/**
 * Shapes of a resolved page. The engine turns a raw CMS page document into these;
 * the React layer (`engine/react`) only ever renders them.
 */

export type Breakpoint = "sm" | "md" | "lg";
export const BREAKPOINTS: readonly Breakpoint[] = ["sm", "md", "lg"];

export type { ContentMode } from "../../contracts/content/content-paths.ts";

/** Where a block sits in the page document, e.g. `sections[0].items[2].baselines[0]`. */
export type DocumentPath = string;

export interface Diagnostic {
  blockId: string;
  type: string;
  /** Path of the block inside the page document. */
  path: DocumentPath;
  /** Dotted field path inside the block's props, empty when the block as a whole is at fault. */
  field: string;
  message: string;
}

/** A block that passed validation: `props` is the schema's output (defaults applied). */
export interface BlockNode {
  kind: "block";
  id: string;
  type: string;
  props: Record<string, unknown>;
  /** Render a skeleton on the server, load code and data near the viewport. */
  lazy: boolean;
  /** Editor metadata: present in preview mode only, never sent to shoppers. */
  editor?: { path: DocumentPath };
}

/** A block that failed validation; only kept in preview mode, where it renders as a diagnostic card. */
export interface InvalidBlockNode {
  kind: "invalid";
  id: string;
  type: string;
  diagnostics: Diagnostic[];
  editor: { path: DocumentPath };
}

export type PageNode = BlockNode | InvalidBlockNode;

export type PerBreakpoint<T> = Partial<Record<Breakpoint, T>>;

export interface SectionNode {
  id: string;
  name: string;
  items: PageNode[];
  bottomMargins: PerBreakpoint<number>;
  hideOnBreakpoint: PerBreakpoint<boolean>;
  isFullWidth: boolean;
  isSticky: boolean;
  lazy: boolean;
}

export interface ResolvedPage {
  id: string;
  slug: string;
  title: string;
  description?: string;
  sections: SectionNode[];
}

/** A page document validated against the registry: the tree to render and what was wrong. */
export interface ValidatedPage {
  page: ResolvedPage;
  diagnostics: Diagnostic[];
}

