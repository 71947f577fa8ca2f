import { createContext, useContext } from "react";

/**
 * Third-party scripts (gallery widgets…) added to the page asynchronously and removed when the
 * block that needed them leaves. Their URLs come from configuration only: the loader refuses
 * anything but `https:` URLs, and `data-*` attributes with plain names.
 */

export interface ScriptRequest {
  src: string;
  /** `data-{name}` attributes of the script element (widgets read their settings from them). */
  data?: Readonly<Record<string, string>>;
  /**
   * One element for every holder of the same `src`, removed with the last holder (a widget
   * library). Per-widget scripts, whose attributes differ, are not shared.
   */
  shared?: boolean;
}

export interface ScriptHandle {
  /** Settles when the script has run, or rejects when it could not load. */
  loaded: Promise<void>;
  /** Takes the script element away (a shared one when its last holder lets go). Idempotent. */
  remove(): void;
}

export interface ScriptLoader {
  load(request: ScriptRequest): ScriptHandle;
}

export class ScriptLoadError extends Error {
  constructor(
    readonly src: string,
    reason: string,
  ) {
    super(`${reason}: ${src}`);
    this.name = "ScriptLoadError";
  }
}

const DATA_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** Only `https:` script URLs are ever added to a page. */
export function isAllowedScriptUrl(src: string): boolean {
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

function refused(src: string, reason: string): ScriptHandle {
  const loaded = Promise.reject(new ScriptLoadError(src, reason));
  // The caller may have gone before it looks: never an unhandled rejection.
  loaded.catch(() => undefined);
  return { loaded, remove: () => undefined };
}

interface Added {
  element: HTMLScriptElement;
  loaded: Promise<void>;
}

/** A loader adding `<script async>` elements to `doc.body`. */
export function createDomScriptLoader(doc: Document): ScriptLoader {
  const shared = new Map<string, Added & { holders: number }>();

  function add(request: ScriptRequest): Added {
    const element = doc.createElement("script");
    element.async = true;
    element.src = request.src;
    for (const [name, value] of Object.entries(request.data ?? {})) element.setAttribute(`data-${name}`, value);
    const loaded = new Promise<void>((resolve, reject) => {
      element.addEventListener("load", () => resolve(), { once: true });
      element.addEventListener("error", () => reject(new ScriptLoadError(request.src, "Script failed to load")), { once: true });
    });
    loaded.catch(() => undefined);
    doc.body.appendChild(element);
    return { element, loaded };
  }

  return {
    load(request) {
      if (!isAllowedScriptUrl(request.src)) return refused(request.src, "Only https: scripts are loaded");
      const badName = Object.keys(request.data ?? {}).find((name) => !DATA_NAME.test(name));
      if (badName !== undefined) return refused(request.src, `Not a data attribute name "${badName}"`);

      if (!request.shared) {
        const added = add(request);
        return { loaded: added.loaded, remove: () => added.element.remove() };
      }
      let entry = shared.get(request.src);
      if (!entry) {
        entry = { ...add(request), holders: 0 };
        shared.set(request.src, entry);
      }
      entry.holders += 1;
      const held = entry;
      let released = false;
      return {
        loaded: held.loaded,
        remove() {
          if (released) return;
          released = true;
          held.holders -= 1;
          if (held.holders > 0) return;
          held.element.remove();
          if (shared.get(request.src) === held) shared.delete(request.src);
        },
      };
    },
  };
}

let pageLoader: ScriptLoader | undefined;

/** The page's loader (created at first use: there is no document on the server). */
export const domScriptLoader: ScriptLoader = {
  load: (request) => (pageLoader ??= createDomScriptLoader(document)).load(request),
};

/** The loader blocks use; tests and stories provide a fake one. */
export const ScriptLoaderContext = createContext<ScriptLoader>(domScriptLoader);

export function useScriptLoader(): ScriptLoader {
  return useContext(ScriptLoaderContext);
}
