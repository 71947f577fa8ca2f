/**
 * Which version of a document a reader sees. Publish mode: the published version live now.
 * Preview mode: the draft when there is one, else the published version live now; with a
 * preview date, the published version live at that date, and the draft only when it is not
 * scheduled after that date (an editor looking at 15 January does not see a draft meant for
 * February).
 */
export interface ContentView {
  preview: boolean;
  /** The moment whose published versions are shown. */
  at: Date;
  /** A preview date was given: drafts scheduled after `at` are left out. */
  dated: boolean;
}

export type ContentMode = "publish" | "preview";

export function viewOf(mode: ContentMode, previewDate: Date | undefined, now: Date): ContentView {
  // A preview date means nothing to shoppers: publish mode always shows what is live now.
  if (mode === "publish" || !previewDate) return { preview: mode === "preview", at: now, dated: false };
  return { preview: true, at: previewDate, dated: true };
}

/**
 * The preview date of a request: `previewDateTime` (ISO 8601) or `previewDateRFC1123` (commerce
 * spec §2). Undefined when neither is given; null when the given one is not a date.
 */
export function previewDateOf(query: { previewDateTime?: string; previewDateRFC1123?: string }): Date | undefined | null {
  const raw = query.previewDateTime ?? query.previewDateRFC1123;
  if (raw === undefined || raw === "") return undefined;
  // Date.parse accepts more than ISO and RFC 1123 (e.g. "2030"); both forms carry a time.
  if (!/\d{1,2}:\d{2}/.test(raw) || raw.length > 64) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}
