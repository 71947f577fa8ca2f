import type { ScriptLoader, ScriptRequest } from "../../../ui/third-party-script.ts";
import { ScriptLoadError } from "../../../ui/third-party-script.ts";

/** Tests and stories only: one script a fake loader was asked for. */
export interface FakeScript {
  request: ScriptRequest;
  removed: boolean;
  /** The script ran. */
  load(): void;
  /** The script could not load. */
  fail(): void;
}

/**
 * A script loader that adds nothing to the page: it records what it was asked for and lets the
 * test say when each script loads or fails (`autoLoad`: at once, as stories want).
 */
export function fakeScriptLoader(options: { autoLoad?: boolean; onLoad?: (request: ScriptRequest) => void } = {}): ScriptLoader & { scripts: FakeScript[]; present(): FakeScript[] } {
  const scripts: FakeScript[] = [];
  return {
    scripts,
    present: () => scripts.filter((script) => !script.removed),
    load(request) {
      let resolve!: () => void;
      let reject!: (error: Error) => void;
      const loaded = new Promise<void>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      loaded.catch(() => undefined);
      const script: FakeScript = {
        request,
        removed: false,
        load: () => {
          options.onLoad?.(request);
          resolve();
        },
        fail: () => reject(new ScriptLoadError(request.src, "Script failed to load")),
      };
      scripts.push(script);
      if (options.autoLoad) queueMicrotask(script.load);
      return {
        loaded,
        remove: () => {
          script.removed = true;
        },
      };
    },
  };
}
