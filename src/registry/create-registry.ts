import type { ComponentType } from "react";
import type { z } from "zod";
import type { AnyBlockDefinition } from "./define-block.ts";

/** A programming error: the engine validated a block before its schema was loaded. */
export class SchemaNotLoadedError extends Error {
  constructor(type: string) {
    super(`The schema of block type "${type}" is not loaded: await registry.preloadSchemas() (or loadSchema) before resolving pages.`);
    this.name = "SchemaNotLoadedError";
  }
}

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
  /** The type's props schema when it is inline or loaded, else undefined. */
  schemaOf(type: string): z.ZodType | undefined;
  /** Load a type's props schema once (inline schemas answer at once). */
  loadSchema(type: string): Promise<z.ZodType>;
  /** Load every schema: the server and the preview do this before validating documents. */
  preloadSchemas(): Promise<void>;
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

  const schemas = new Map<string, z.ZodType>();
  const schemaLoads = new Map<string, Promise<z.ZodType>>();
  for (const definition of definitions) if (definition.schema) schemas.set(definition.type, definition.schema);

  function loadSchema(type: string): Promise<z.ZodType> {
    const known = schemas.get(type);
    if (known) return Promise.resolve(known);
    const pending = schemaLoads.get(type);
    if (pending) return pending;
    const definition = byType.get(type);
    if (!definition?.loadSchema) return Promise.reject(new Error(`Unknown block type "${type}"`));
    const promise = definition.loadSchema().then(
      (schema) => {
        schemas.set(type, schema);
        return schema;
      },
      (error: unknown) => {
        schemaLoads.delete(type);
        throw error;
      },
    );
    schemaLoads.set(type, promise);
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
    schemaOf: (type) => schemas.get(type),
    loadSchema,
    async preloadSchemas() {
      await Promise.all([...byType.keys()].map(loadSchema));
    },
  };
}
