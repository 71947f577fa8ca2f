import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ensureSanitizer } from "#sanitize";
import { registry } from "../../blocks/index.ts";
import type { PageContext } from "../../engine/page-context.ts";
import type { Breakpoint } from "../../engine/types.ts";
import { BlockEditor } from "./block-editor.tsx";
import { BlockOutline } from "./block-outline.tsx";
import { checkDraft, type DraftCheck } from "./check-draft.ts";
import { valueAtPath, withValueAtPath } from "./document-path.ts";
import { BREAKPOINT_WIDTHS, HOME_SLUG, previewUrl, type PreviewTarget } from "./preview-url.ts";
import { usePreviewConnection, type ReadyState } from "./use-preview-connection.ts";
import { workbenchClient, type DocumentSummary } from "./workbench-client.ts";
import styles from "./workbench.module.css";

export interface WorkbenchSite {
  siteId: string;
  localePath: string;
}

export interface WorkbenchProps {
  sites: readonly WorkbenchSite[];
  /** The storefront origin the preview frame loads from. */
  previewOrigin: string;
  previewToken: string;
  audiences: readonly string[];
}

interface Draft {
  blockId: string;
  text: string;
  check: DraftCheck | undefined;
  revision: number;
}

type Block = ReadyState["blocks"][number];

/**
 * The editor's workbench (standing in for the content tool): the preview of a page or a
 * showcase in a frame on the storefront's origin, the page's blocks, and a JSON editor per block
 * whose drafts show in the frame as the editor types, validated field by field.
 */
export function Workbench({ sites, previewOrigin, previewToken, audiences }: WorkbenchProps) {
  const [site, setSite] = useState<WorkbenchSite>(sites[0]!);
  const [documents, setDocuments] = useState<DocumentSummary[]>([]);
  const [target, setTarget] = useState<PreviewTarget>({ kind: "page", slug: HOME_SLUG });
  const [docTypeInput, setDocTypeInput] = useState("hero");
  const [breakpoint, setBreakpoint] = useState<Breakpoint>("lg");
  const [testContext, setTestContext] = useState("");
  const [previewDate, setPreviewDate] = useState("");
  const [document, setDocument] = useState<unknown>();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, Draft>>(new Map());
  const [selected, setSelected] = useState<Block>();
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [scroll, setScroll] = useState<{ y: number; maxY: number; topBlockId: string | null }>();
  const [applied, setApplied] = useState<ReadonlyMap<string, number>>(new Map());
  const [schemasReady, setSchemasReady] = useState(false);
  const [status, setStatus] = useState("");
  // The workbench API's CSRF token; a save made before it has come waits for it.
  const csrf = useRef<Promise<string> | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  const src = useMemo(
    () => previewUrl({ previewOrigin, localePath: site.localePath, target, previewToken, testContext, previewDate }),
    [previewOrigin, site.localePath, target, previewToken, testContext, previewDate],
  );
  const { ready, channel, failed } = usePreviewConnection(frame, previewOrigin, src);
  const context = useMemo<PageContext>(
    () => ({ siteId: site.siteId, localePath: site.localePath, mode: "preview", pathname: `/${site.localePath}`, clientSideSegmentation: false }),
    [site],
  );

  // Validation as the editor types needs the block schemas and the sanitiser (editor code only).
  useEffect(() => {
    void Promise.all([registry.preloadSchemas(), ensureSanitizer()]).then(() => setSchemasReady(true));
    csrf.current = workbenchClient.session().then((session) => session.csrfToken);
    csrf.current.catch((error: Error) => setStatus(`The workbench API is unavailable: ${error.message}`));
  }, []);

  useEffect(() => {
    workbenchClient.documents(site.siteId).then(
      (items) => setDocuments(items.filter((item) => item.type === "page")),
      (error: Error) => setStatus(`Could not list the pages: ${error.message}`),
    );
  }, [site.siteId]);

  // The document being edited. A showcase gathers blocks of many documents: its examples are
  // laid out as the viewer lays them out (a section each), for live drafts only (no saving).
  useEffect(() => {
    setDrafts(new Map());
    setSelected(undefined);
    setDocument(undefined);
    let current = true;
    if (target.kind === "showcase") {
      workbenchClient.showcase(site.siteId, target.docType).then(
        (result) => current && setDocument({ sections: result.map((entry) => ({ id: entry.id, items: [entry.block] })) }),
        (error: Error) => current && setStatus(`Could not load the showcase of ${target.docType}: ${error.message}`),
      );
      return () => {
        current = false;
      };
    }
    workbenchClient.document(site.siteId, "page", target.slug).then(
      (answer) => current && setDocument(answer.body),
      (error: Error) => current && setStatus(`Could not open ${target.slug}: ${error.message}`),
    );
    return () => {
      current = false;
    };
  }, [site.siteId, target]);

  const sendDraft = useCallback(
    (path: string, draft: Draft) => {
      if (draft.check?.ok) channel?.send({ type: "draft", blockId: draft.blockId, path, fields: draft.check.fields, revision: draft.revision });
    },
    [channel],
  );

  // A reloaded preview (other audience or date) gets the drafts again once it is ready.
  useEffect(() => {
    if (!ready) return;
    for (const [path, draft] of drafts) if (ready.blocks.some((block) => block.path === path)) sendDraft(path, draft);
    // Only on a new handshake: edits send their own drafts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  useEffect(() => {
    if (!channel) return;
    const offs = [
      channel.on("block-click", (message) => {
        const block = ready?.blocks.find((candidate) => candidate.path === message.path);
        if (block) setSelected(block);
      }),
      channel.on("block-hover", (message) => setHoveredId(message.blockId)),
      channel.on("scroll", (message) => setScroll({ y: message.y, maxY: message.maxY, topBlockId: message.topBlockId })),
      channel.on("draft-applied", (message) => setApplied((previous) => new Map(previous).set(message.blockId, message.revision))),
    ];
    return () => offs.forEach((off) => off());
  }, [channel, ready]);

  useEffect(() => {
    channel?.send({ type: "select", blockId: selected?.id ?? null });
  }, [channel, selected, ready]);

  const selectBlock = (block: Block) => {
    setSelected(block);
    // Scroll sync, workbench → preview: the chosen block comes to the top of the preview.
    channel?.send({ type: "scroll", blockId: block.id, behavior: "auto" });
  };

  const textOf = (block: Block): string => drafts.get(block.path)?.text ?? JSON.stringify(valueAtPath(document, block.path) ?? { id: block.id, type: block.type }, null, 2);

  const editSelected = (text: string) => {
    if (!selected) return;
    const previous = drafts.get(selected.path);
    const draft: Draft = { blockId: selected.id, text, revision: (previous?.revision ?? 0) + 1, check: schemasReady ? checkDraft(text, selected.path, context, registry) : undefined };
    setDrafts(new Map(drafts).set(selected.path, draft));
    sendDraft(selected.path, draft);
  };

  const resetSelected = () => {
    if (!selected) return;
    const next = new Map(drafts);
    next.delete(selected.path);
    setDrafts(next);
    channel?.send({ type: "draft-reset", blockId: selected.id });
  };

  const failingPaths = useMemo(() => new Set([...drafts].filter(([, draft]) => draft.check && (!draft.check.ok || draft.check.diagnostics.length > 0)).map(([path]) => path)), [drafts]);
  const unsavable = [...drafts.values()].some((draft) => !draft.check?.ok);

  const save = async () => {
    if (target.kind !== "page" || document === undefined || !csrf.current) return;
    let body = document;
    setSaving(true);
    setStatus("Saving the draft…");
    try {
      for (const [path, draft] of drafts) if (draft.check?.ok) body = withValueAtPath(body, path, draft.check.fields);
      await workbenchClient.saveDraft(site.siteId, "page", target.slug, body, await csrf.current);
      setDocument(body);
      setDrafts(new Map());
      setStatus(`Draft of ${target.slug} saved at ${new Date().toLocaleTimeString()}`);
      // The preview shows the saved draft from the server now, not from the workbench.
      if (frame.current) frame.current.src = src;
    } catch (error) {
      setStatus(`The draft was not saved: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  const selectedDraft = selected ? drafts.get(selected.path) : undefined;
  return (
    <div className={styles.workbench}>
      <header className={styles.toolbar}>
        <h1 className={styles.title}>Workbench</h1>
        <label className={styles.field}>
          Site
          <select value={site.siteId} onChange={(event) => setSite(sites.find((candidate) => candidate.siteId === event.target.value)!)}>
            {sites.map((candidate) => (
              <option key={candidate.siteId} value={candidate.siteId}>
                {candidate.siteId} ({candidate.localePath})
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Page
          <select
            value={target.kind === "page" ? target.slug : "(showcase)"}
            onChange={(event) => setTarget(event.target.value === "(showcase)" ? { kind: "showcase", docType: docTypeInput } : { kind: "page", slug: event.target.value })}
          >
            {documents.length === 0 && <option value={HOME_SLUG}>home</option>}
            {documents.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.slug} — {item.title}
              </option>
            ))}
            <option value="(showcase)">Showcase of a block type…</option>
          </select>
        </label>
        {target.kind === "showcase" && (
          <form
            className={styles.field}
            onSubmit={(event) => {
              event.preventDefault();
              if (docTypeInput.trim()) setTarget({ kind: "showcase", docType: docTypeInput.trim() });
            }}
          >
            <label>
              Block type
              <input value={docTypeInput} onChange={(event) => setDocTypeInput(event.target.value)} list="workbench-block-types" />
            </label>
            <datalist id="workbench-block-types">
              {registry.types().map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <button type="submit" className={styles.secondaryButton}>
              Show
            </button>
          </form>
        )}
        <fieldset className={styles.segmented}>
          <legend>Breakpoint</legend>
          {(Object.keys(BREAKPOINT_WIDTHS) as Breakpoint[]).map((candidate) => (
            <label key={candidate}>
              <input type="radio" name="breakpoint" value={candidate} checked={breakpoint === candidate} onChange={() => setBreakpoint(candidate)} />
              {candidate} ({BREAKPOINT_WIDTHS[candidate]}px)
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          Audience
          <select value={testContext} onChange={(event) => setTestContext(event.target.value)}>
            <option value="">Everyone (no test context)</option>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {audience}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Preview date
          <input type="datetime-local" value={previewDate} onChange={(event) => setPreviewDate(event.target.value)} />
        </label>
        <button type="button" className={styles.primaryButton} onClick={save} disabled={target.kind !== "page" || document === undefined || drafts.size === 0 || unsavable || saving}>
          Save draft
        </button>
        <p role="status" className={styles.status}>
          {status || (failed ? `Preview not connected: ${failed}` : ready ? `Connected to ${ready.page.path.split("?")[0]}` : "Connecting to the preview…")}
          {scroll && (
            <span className={styles.muted} data-preview-scroll={scroll.y}>
              {" "}
              · preview at {scroll.y} / {scroll.maxY}px
            </span>
          )}
        </p>
      </header>
      <BlockOutline
        blocks={ready?.blocks ?? []}
        selectedPath={selected?.path}
        topBlockId={scroll?.topBlockId ?? null}
        hoveredId={hoveredId}
        failingPaths={failingPaths}
        editedPaths={new Set(drafts.keys())}
        onSelect={selectBlock}
        onHover={(blockId) => channel?.send({ type: "highlight", blockId })}
      />
      {/* A scroll container of its own (a wide breakpoint overflows): reachable by keyboard. */}
      <main className={styles.stage} tabIndex={0} aria-label="Preview stage">
        <iframe
          ref={frame}
          key={src}
          src={src}
          title="Preview"
          className={styles.frame}
          style={{ width: BREAKPOINT_WIDTHS[breakpoint] }}
          data-breakpoint={breakpoint}
        />
      </main>
      <aside className={styles.side} aria-label="Block editor">
        {selected && (document === undefined || !schemasReady) ? (
          // The outline comes with the preview's handshake, the block's fields with the workbench
          // API and its checks with the schemas: the editor opens once it can edit and check them.
          <p className={styles.muted} role="status">
            Loading {selected.id}…
          </p>
        ) : selected ? (
          <BlockEditor
            key={selected.path}
            blockId={selected.id}
            path={selected.path}
            text={textOf(selected)}
            check={selectedDraft?.check}
            appliedRevision={selectedDraft && applied.get(selectedDraft.blockId) === selectedDraft.revision ? selectedDraft.revision : undefined}
            edited={selectedDraft !== undefined}
            onChange={editSelected}
            onReset={resetSelected}
          />
        ) : (
          <p className={styles.muted}>Select a block in the list or click one in the preview to edit it.</p>
        )}
        {ready && ready.diagnostics.length > 0 && (
          <section aria-label="Problems on the page">
            <h2 className={styles.panelTitle}>Problems on the page ({ready.diagnostics.length})</h2>
            <ul className={styles.problems}>
              {ready.diagnostics.map((diagnostic, index) => (
                <li key={index}>
                  <code>{diagnostic.blockId}</code> <code>{diagnostic.field || "(block)"}</code>: {diagnostic.message}
                </li>
              ))}
            </ul>
          </section>
        )}
      </aside>
    </div>
  );
}
