import { useEffect, useRef, useState } from "react";
import { withValueAtPath } from "./document-path.ts";
import type { PreviewTarget } from "./preview-url.ts";
import type { Draft } from "./use-drafts.ts";
import { workbenchClient } from "./workbench-client.ts";

export interface SaveDraftOptions {
  siteId: string;
  target: PreviewTarget;
  /** The document as opened; the valid drafts are written into it. */
  document: unknown;
  drafts: ReadonlyMap<string, Draft>;
  /** The document as saved: the drafts are in it now. */
  onSaved(body: unknown): void;
  /** Keeps its identity (a state setter): a new one asks for a new session. */
  onStatus(message: string): void;
}

/**
 * Saves a page with its valid drafts as the page's draft, through the workbench API with its
 * CSRF token (asked for when the workbench opens; a save made before it has come waits for it).
 * A showcase is not saved.
 */
export function useSaveDraft({ siteId, target, document, drafts, onSaved, onStatus }: SaveDraftOptions) {
  const csrf = useRef<Promise<string> | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    csrf.current = workbenchClient.session().then((session) => session.csrfToken);
    csrf.current.catch((error: Error) => onStatus(`The workbench API is unavailable: ${error.message}`));
  }, [onStatus]);

  const save = async () => {
    if (target.kind !== "page" || document === undefined || !csrf.current) return;
    let body = document;
    setSaving(true);
    onStatus("Saving the draft…");
    try {
      for (const [path, draft] of drafts) if (draft.check?.ok) body = withValueAtPath(body, path, draft.check.fields);
      await workbenchClient.saveDraft(siteId, "page", target.slug, body, await csrf.current);
      onSaved(body);
      onStatus(`Draft of ${target.slug} saved at ${new Date().toLocaleTimeString()}`);
    } catch (error) {
      onStatus(`The draft was not saved: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
