import { useEffect, useMemo, useState } from "react";
import { ensureSanitizer } from "#sanitize";
import { registry } from "../../blocks/index.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { checkDraft, type DraftCheck } from "./check-draft.ts";
import type { WorkbenchSite } from "./preview-choice.ts";

/** Checks an editor's JSON text of the block at `path`. */
export type DraftChecker = (text: string, path: string) => DraftCheck;

/**
 * The check of drafts as the editor types, for the site's pages; undefined until the block
 * schemas and the sanitiser it needs have loaded (editor code only, loaded when the workbench opens).
 */
export function useDraftChecker({ siteId, localePath }: WorkbenchSite): DraftChecker | undefined {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void Promise.all([registry.preloadSchemas(), ensureSanitizer()]).then(() => setLoaded(true));
  }, []);

  return useMemo(() => {
    if (!loaded) return undefined;
    const context: PageContext = { siteId, localePath, mode: "preview", pathname: `/${localePath}`, clientSideSegmentation: false };
    return (text: string, path: string) => checkDraft(text, path, context, registry);
  }, [loaded, siteId, localePath]);
}
