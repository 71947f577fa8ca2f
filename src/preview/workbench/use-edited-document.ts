import { useEffect, useState } from "react";
import type { PreviewTarget } from "./preview-url.ts";
import { workbenchClient } from "./workbench-client.ts";

/**
 * The raw document the editor works on, loaded again whenever the site or the target changes
 * (undefined meanwhile); a failure is told through `onStatus`. A showcase gathers blocks of many
 * documents: its examples are laid out as the viewer lays them out (a section each), for live
 * drafts only (no saving). The setter takes the document as saved. `onStatus` keeps its
 * identity (a state setter): a new one loads the document again.
 */
export function useEditedDocument(siteId: string, target: PreviewTarget, onStatus: (message: string) => void) {
  const [document, setDocument] = useState<unknown>();

  useEffect(() => {
    setDocument(undefined);
    let current = true;
    if (target.kind === "showcase") {
      workbenchClient.showcase(siteId, target.docType).then(
        (result) => current && setDocument({ sections: result.map((entry) => ({ id: entry.id, items: [entry.block] })) }),
        (error: Error) => current && onStatus(`Could not load the showcase of ${target.docType}: ${error.message}`),
      );
    } else {
      workbenchClient.document(siteId, "page", target.slug).then(
        (answer) => current && setDocument(answer.body),
        (error: Error) => current && onStatus(`Could not open ${target.slug}: ${error.message}`),
      );
    }
    return () => {
      current = false;
    };
  }, [siteId, target, onStatus]);

  return [document, setDocument] as const;
}
