/**
 * Where a dialog button leads (content spec §2): a URL starting with `#modal` is appended to
 * the current path (and query); a URL starting with `?` whose fragment starts with `#modal`
 * merges its query into the current one. Pure: the current location comes in as an argument.
 */

export const MODAL_FRAGMENT_PREFIX = "#modal";

/** What the rules read of the current location. */
export interface CurrentLocation {
  pathname: string;
  /** `?…` or empty. */
  search: string;
}

/** The fragment that opens the dialog `modalId`: `#modal-{modalId}`. */
export const modalHash = (modalId: string): string => `${MODAL_FRAGMENT_PREFIX}-${modalId}`;

/** Whether a location's fragment opens a dialog. */
export const isModalHash = (hash: string): boolean => hash.startsWith(MODAL_FRAGMENT_PREFIX);

interface QueryPair {
  /** The pair as written, kept byte for byte. */
  raw: string;
  /** The decoded name, for comparing. */
  name: string;
}

function decodeName(raw: string): string {
  const name = raw.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    // A malformed escape: compare it as written.
    return name;
  }
}

function queryPairs(query: string): QueryPair[] {
  const text = query.startsWith("?") ? query.slice(1) : query;
  return text
    .split("&")
    .filter((raw) => raw !== "")
    .map((raw) => ({ raw, name: decodeName(raw) }));
}

/**
 * `current` with the parameters of `addition`: parameters of other names are kept as written
 * and where they were; a name present in both takes the value(s) of `addition`, at the place of
 * its first occurrence; new names are appended. Answers `?…`, or "" when nothing is left.
 */
export function mergeQuery(current: string, addition: string): string {
  const added = queryPairs(addition);
  const addedNames = new Set(added.map((pair) => pair.name));
  const placed = new Set<string>();
  const merged: string[] = [];
  for (const pair of queryPairs(current)) {
    if (!addedNames.has(pair.name)) merged.push(pair.raw);
    else if (!placed.has(pair.name)) {
      placed.add(pair.name);
      merged.push(...added.filter((candidate) => candidate.name === pair.name).map((candidate) => candidate.raw));
    }
  }
  for (const pair of added) if (!placed.has(pair.name)) merged.push(pair.raw);
  return merged.length > 0 ? `?${merged.join("&")}` : "";
}

/**
 * The URL a dialog button leads to from `current` (path, query and fragment), or undefined
 * when `href` is not a dialog URL (it then stays an ordinary link).
 */
export function modalLinkUrl(href: string, current: CurrentLocation): string | undefined {
  const url = href.trim();
  if (url.startsWith(MODAL_FRAGMENT_PREFIX)) return `${current.pathname}${current.search}${url}`;
  if (!url.startsWith("?")) return undefined;
  const fragmentAt = url.indexOf("#");
  if (fragmentAt === -1 || !isModalHash(url.slice(fragmentAt))) return undefined;
  return `${current.pathname}${mergeQuery(current.search, url.slice(1, fragmentAt))}${url.slice(fragmentAt)}`;
}
