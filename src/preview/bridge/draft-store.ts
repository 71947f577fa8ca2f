import type { BlockOverrides } from "../../engine/react/engine-context.tsx";
import type { PageNode } from "../../engine/types.ts";

/**
 * The editor's drafts of single blocks, keyed by document path: the preview renders them in
 * place of the published blocks (see `EditorBlock`). Setting one notifies that block alone.
 */
export interface DraftStore extends BlockOverrides {
  set(path: string, node: PageNode): void;
  /** Drop one draft, or every draft without a path. */
  reset(path?: string): void;
  paths(): string[];
}

export function createDraftStore(): DraftStore {
  const drafts = new Map<string, PageNode>();
  const listeners = new Map<string, Set<() => void>>();
  const notify = (path: string) => listeners.get(path)?.forEach((listener) => listener());

  return {
    get: (path) => drafts.get(path),
    subscribe(path, listener) {
      let set = listeners.get(path);
      if (!set) listeners.set(path, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(path);
      };
    },
    set(path, node) {
      drafts.set(path, node);
      notify(path);
    },
    reset(path) {
      const paths = path === undefined ? [...drafts.keys()] : [path];
      for (const each of paths) if (drafts.delete(each)) notify(each);
    },
    paths: () => [...drafts.keys()],
  };
}
