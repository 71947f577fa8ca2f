import type { ComponentType } from "react";
import type { AnyBlockDefinition } from "./define-block.ts";

export class DuplicateBlockTypeError extends Error {
  constructor(type: string) {
    super(`Block type "${type}" is registered twice: each type must have exactly one definition.`);
    this.name = "DuplicateBlockTypeError";
  }
}

// Props are checked by the block's schema before a component ever sees them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LoadedBlockComponent = ComponentType<any>;

/** The fields React's `use()` reads on a thenable it can resolve without suspending. */
interface SettledThenable {
  status?: "fulfilled" | "rejected";
  value?: LoadedBlockComponent;
  reason?: unknown;
}

export interface Registry {
  get(type: string): AnyBlockDefinition | undefined;
  types(): string[];
  definitions(): AnyBlockDefinition[];
  /** The component when its module has loaded, else undefined (render then suspends on `load`). */
  loadedComponent(type: string): LoadedBlockComponent | undefined;
  /**
   * Load a type's component module once; the same promise for every caller, marked settled
   * (`status`, `value`) so that `use()` reads it synchronously once loaded.
   */
  load(type: string): Promise<LoadedBlockComponent>;
  /** Load every component now (the server does this at start so that SSR never suspends). */
  preloadAll(): Promise<void>;
}

export function createRegistry(definitions: readonly AnyBlockDefinition[]): Registry {
  const byType = new Map<string, AnyBlockDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new DuplicateBlockTypeError(definition.type);
    byType.set(definition.type, definition);
  }
  const loaded = new Map<string, LoadedBlockComponent>();
  const loading = new Map<string, Promise<LoadedBlockComponent>>();

  function load(type: string): Promise<LoadedBlockComponent> {
    const pending = loading.get(type);
    if (pending) return pending;
    const definition = byType.get(type);
    if (!definition) return Promise.reject(new Error(`Unknown block type "${type}"`));
    const promise: Promise<LoadedBlockComponent> & SettledThenable = definition.component().then(
      (module) => {
        loaded.set(type, module.default);
        // React's `use()` reads a settled thenable synchronously: no suspension once loaded.
        Object.assign(promise, { status: "fulfilled", value: module.default });
        return module.default;
      },
      (error: unknown) => {
        Object.assign(promise, { status: "rejected", reason: error });
        // A failed chunk load (network) may be retried by a later render.
        loading.delete(type);
        throw error;
      },
    );
    promise.catch(() => {});
    loading.set(type, promise);
    return promise;
  }

  return {
    get: (type) => byType.get(type),
    types: () => [...byType.keys()],
    definitions: () => [...byType.values()],
    loadedComponent: (type) => loaded.get(type),
    load,
    async preloadAll() {
      await Promise.all([...byType.keys()].map(load));
    },
  };
}
