import type { z } from "zod";
import { SchemaNotLoadedError, type Registry } from "../registry/create-registry.ts";
import { planRender, type RenderPlan } from "./render-plan.ts";
import { pageDocument, rawBlockItem, sectionSettings } from "../../contracts/content/page-document.ts";
import type { PageContext } from "./page-context.ts";
import type { BlockNode, Diagnostic, DocumentPath, PageNode, SectionNode, ValidatedPage } from "./types.ts";

export class InvalidPageDocumentError extends Error {
  constructor(readonly issues: Diagnostic[]) {
    super(`The page document is invalid: ${issues.map((issue) => `${issue.field || "(root)"}: ${issue.message}`).join("; ")}`);
    this.name = "InvalidPageDocumentError";
  }
}

const PAGE = "page";

/** Editor-facing wording for the commonest mistake; zod's own messages for the rest. */
const editorMessages: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined ? "Required field is missing" : undefined;

export function pathToString(segments: readonly PropertyKey[]): string {
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out;
}

function issuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  where: { blockId: string; type: string; path: DocumentPath },
): Diagnostic[] {
  return issues.map((issue) => ({ ...where, field: pathToString(issue.path), message: issue.message }));
}

/**
 * A non-blank string field of a raw item, trimmed as `rawBlockItem` trims it: the node's id and
 * type must be the values that were validated, or `registry.get(node.type)` misses the block.
 */
function stringField(raw: unknown, key: string): string | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

interface ItemScope {
  context: PageContext;
  registry: Registry;
  /** Where every failure is reported (nested blocks' too). */
  diagnostics: Diagnostic[];
  inLazySection: boolean;
}

/**
 * One raw CMS item at `path` into a node: validated by its type's schema (defaults applied),
 * nested block lists of control blocks resolved the same way. Failures are pushed to
 * `scope.diagnostics`; the node is `invalid` in preview mode and left out (undefined) otherwise.
 */
function resolveItem(raw: unknown, path: DocumentPath, scope: ItemScope): PageNode | undefined {
  const { registry, diagnostics, inLazySection } = scope;
  const preview = scope.context.mode === "preview";
  const blockId = stringField(raw, "id");
  const type = stringField(raw, "type");
  const fail = (found: Diagnostic[]): PageNode | undefined => {
    diagnostics.push(...found);
    return preview ? { kind: "invalid", id: blockId ?? "(no id)", type: type ?? "(no type)", diagnostics: found, editor: { path } } : undefined;
  };
  if (blockId === undefined || type === undefined) {
    const head = rawBlockItem.safeParse(raw, { error: editorMessages });
    const found = head.success ? [] : issuesToDiagnostics(head.error.issues, { blockId: blockId ?? "(no id)", type: type ?? "(no type)", path });
    return fail(found);
  }

  const definition = registry.get(type);
  if (!definition) {
    return fail([{ blockId, type, path, field: "type", message: `Unknown block type "${type}"` }]);
  }
  const schema = registry.schemaOf(type);
  if (!schema) throw new SchemaNotLoadedError(type);
  // Block schemas strip unknown keys, `id` and `type` included. The editor wording is only
  // worth its cost when something failed, so a failure is parsed a second time with it.
  let props = schema.safeParse(raw);
  if (!props.success) props = schema.safeParse(raw, { error: editorMessages });
  if (!props.success) return fail(issuesToDiagnostics(props.error.issues, { blockId, type, path }));

  const resolveChildren = (items: readonly unknown[], field: readonly (string | number)[]): PageNode[] => {
    const base = `${path}.${pathToString(field)}`;
    const nodes: PageNode[] = [];
    items.forEach((item, index) => {
      const node = resolveItem(item, `${base}[${index}]`, scope);
      if (node) nodes.push(node);
    });
    return nodes;
  };
  const value = definition.resolveChildren ? definition.resolveChildren(props.data, resolveChildren) : (props.data as Record<string, unknown>);

  const node: BlockNode = {
    kind: "block",
    id: blockId,
    type,
    props: value as Record<string, unknown>,
    lazy: inLazySection || definition.lazy === true,
  };
  if (preview) node.editor = { path };
  return node;
}

export interface ResolveBlockResult {
  /** Undefined when the block is invalid outside preview mode (shoppers never see it). */
  node: PageNode | undefined;
  /** This block's problems and its nested blocks'; empty when everything is valid. */
  diagnostics: Diagnostic[];
}

/**
 * One block, as `resolvePage` resolves the items of a section: the preview applies an editor's
 * draft of a single block with it, and the workbench shows its diagnostics as the editor types.
 */
export function resolveBlock(raw: unknown, path: DocumentPath, context: PageContext, registry: Registry, options: { inLazySection?: boolean } = {}): ResolveBlockResult {
  const diagnostics: Diagnostic[] = [];
  const node = resolveItem(raw, path, { context, registry, diagnostics, inLazySection: options.inLazySection ?? false });
  return { node, diagnostics };
}

/**
 * Validates a CMS page document against the registry and returns the tree to render, with its
 * diagnostics. Depends only on the document, the registry and the mode: `createPageResolver`
 * keeps the result with the document revision.
 *
 * - Every block's props are parsed by its schema (defaults applied, unknown fields dropped).
 * - A block of unknown type or with invalid props is left out and reported in `diagnostics`;
 *   in preview mode it stays in the tree as an `invalid` node so that editors see a card.
 * - A section whose settings are invalid is left out with a diagnostic.
 * - Throws `InvalidPageDocumentError` only when the document itself is not a page.
 */
export function validatePage(document: unknown, context: PageContext, registry: Registry): ValidatedPage {
  const parsed = pageDocument.safeParse(document);
  if (!parsed.success) {
    throw new InvalidPageDocumentError(issuesToDiagnostics(parsed.error.issues, { blockId: PAGE, type: PAGE, path: "" }));
  }
  const diagnostics: Diagnostic[] = [];

  const sections: SectionNode[] = [];
  parsed.data.sections.forEach((rawSection, sectionIndex) => {
    const path = `sections[${sectionIndex}]`;
    let settings = sectionSettings.safeParse(rawSection);
    if (!settings.success) settings = sectionSettings.safeParse(rawSection, { error: editorMessages });
    const sectionId = stringField(rawSection, "id") ?? `section-${sectionIndex}`;
    if (!settings.success) {
      diagnostics.push(...issuesToDiagnostics(settings.error.issues, { blockId: sectionId, type: "section", path }));
      return;
    }
    const { items, id: _id, ...rest } = settings.data;
    const nodes: PageNode[] = [];
    items.forEach((item, itemIndex) => {
      const node = resolveItem(item, `${path}.items[${itemIndex}]`, { context, registry, diagnostics, inLazySection: rest.lazy });
      if (node) nodes.push(node);
    });
    sections.push({ id: sectionId, ...rest, items: nodes });
  });

  const { sections: _raw, ...meta } = parsed.data;
  return { page: { ...meta, sections }, diagnostics };
}

/** A validated page and what the server does with it for one request (engine/render-plan.ts). */
export interface ResolveResult extends ValidatedPage {
  plan: RenderPlan;
}

/** `validatePage`, and the render plan of the result for this request (engine/render-plan.ts). */
export function resolvePage(document: unknown, context: PageContext, registry: Registry): ResolveResult {
  const validated = validatePage(document, context, registry);
  return { ...validated, plan: planRender(validated.page.sections, context, registry) };
}
