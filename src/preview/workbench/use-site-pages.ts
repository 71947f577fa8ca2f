import { useEffect, useState } from "react";
import { workbenchClient, type DocumentSummary } from "./workbench-client.ts";

/**
 * The page documents of a site, for the toolbar's page picker; a failure is told through
 * `onStatus`, which keeps its identity (a state setter): a new one asks again.
 */
export function useSitePages(siteId: string, onStatus: (message: string) => void): DocumentSummary[] {
  const [pages, setPages] = useState<DocumentSummary[]>([]);
  useEffect(() => {
    workbenchClient.documents(siteId).then(
      (items) => setPages(items.filter((item) => item.type === "page")),
      (error: Error) => onStatus(`Could not list the pages: ${error.message}`),
    );
  }, [siteId, onStatus]);
  return pages;
}
