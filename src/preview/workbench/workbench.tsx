import { useMemo, useRef, useState } from "react";
import { BlockEditorPanel } from "./block-editor-panel.tsx";
import { BlockOutline } from "./block-outline.tsx";
import type { PreviewChoice, WorkbenchSite } from "./preview-choice.ts";
import { PreviewStage } from "./preview-stage.tsx";
import { HOME_SLUG, previewUrl } from "./preview-url.ts";
import { useDraftChecker } from "./use-draft-checker.ts";
import { useDrafts } from "./use-drafts.ts";
import { useEditedDocument } from "./use-edited-document.ts";
import { usePreviewBridge } from "./use-preview-bridge.ts";
import { useSaveDraft } from "./use-save-draft.ts";
import { useSitePages } from "./use-site-pages.ts";
import { WorkbenchStatus } from "./workbench-status.tsx";
import { WorkbenchToolbar } from "./workbench-toolbar.tsx";
import styles from "./workbench.module.css";

export type { WorkbenchSite } from "./preview-choice.ts";

export interface WorkbenchProps {
  sites: readonly WorkbenchSite[];
  /** The storefront origin the preview frame loads from. */
  previewOrigin: string;
  previewToken: string;
  audiences: readonly string[];
}

/**
 * The editor's workbench (standing in for the content tool): the preview of a page or a
 * showcase in a frame on the storefront's origin, the page's blocks, and a JSON editor per block
 * whose drafts show in the frame as the editor types, validated field by field.
 */
export function Workbench({ sites, previewOrigin, previewToken, audiences }: WorkbenchProps) {
  const [choice, setChoice] = useState<PreviewChoice>({ site: sites[0]!, target: { kind: "page", slug: HOME_SLUG }, breakpoint: "lg", testContext: "", previewDate: "" });
  const { site, target, testContext, previewDate } = choice;
  // The workbench's latest word (loading, saving, failures); the hooks report through it.
  const [status, setStatus] = useState("");
  const frame = useRef<HTMLIFrameElement>(null);

  const src = useMemo(
    () => previewUrl({ previewOrigin, localePath: site.localePath, target, previewToken, testContext, previewDate }),
    [previewOrigin, site.localePath, target, previewToken, testContext, previewDate],
  );
  const pages = useSitePages(site.siteId, setStatus);
  const [document, setDocument] = useEditedDocument(site.siteId, target, setStatus);
  const bridge = usePreviewBridge(frame, previewOrigin, src);
  const check = useDraftChecker(site);
  const drafts = useDrafts(bridge, check);
  const { save, saving } = useSaveDraft({
    siteId: site.siteId,
    target,
    document,
    drafts: drafts.byPath,
    onSaved: (body) => {
      setDocument(body);
      drafts.clear();
      // The preview shows the saved draft from the server now, not from the workbench.
      if (frame.current) frame.current.src = src;
    },
    onStatus: setStatus,
  });

  const choose = (change: Partial<PreviewChoice>) => {
    // Another site or page starts with no drafts and nothing selected.
    if (change.site || change.target) {
      drafts.clear();
      bridge.deselect();
    }
    setChoice((previous) => ({ ...previous, ...change }));
  };

  const { selected } = bridge;
  const canSave = target.kind === "page" && document !== undefined && drafts.byPath.size > 0 && !drafts.unsavable && !saving;
  return (
    <div className={styles.workbench}>
      <WorkbenchToolbar sites={sites} pages={pages} audiences={audiences} choice={choice} onChoose={choose} canSave={canSave} onSave={save}>
        <WorkbenchStatus message={status} failed={bridge.failed} ready={bridge.ready} scroll={bridge.scroll} />
      </WorkbenchToolbar>
      <BlockOutline
        blocks={bridge.ready?.blocks ?? []}
        selectedPath={selected?.path}
        topBlockId={bridge.scroll?.topBlockId ?? null}
        hoveredId={bridge.hoveredId}
        failingPaths={drafts.failingPaths}
        editedPaths={new Set(drafts.byPath.keys())}
        onSelect={bridge.select}
        onHover={bridge.highlight}
      />
      <PreviewStage frame={frame} src={src} breakpoint={choice.breakpoint} />
      <BlockEditorPanel
        selected={selected}
        document={document}
        canCheck={check !== undefined}
        draft={selected && drafts.byPath.get(selected.path)}
        appliedRevisions={bridge.appliedRevisions}
        diagnostics={bridge.ready?.diagnostics}
        onChange={(text) => selected && drafts.edit(selected, text)}
        onReset={() => selected && drafts.reset(selected)}
      />
    </div>
  );
}
