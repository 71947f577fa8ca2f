import { createContext, useContext, type ReactNode } from "react";
import type { Registry } from "../../registry/create-registry.ts";
import type { PageContext } from "../page-context.ts";
import type { PageNode } from "../types.ts";

/**
 * Preview only: editors' drafts of single blocks, keyed by the block's document path. Each
 * block subscribes to its own path, so applying a draft re-renders that block and no other.
 */
export interface BlockOverrides {
  get(path: string): PageNode | undefined;
  subscribe(path: string, listener: () => void): () => void;
}

export interface EngineValue {
  registry: Registry;
  page: PageContext;
  /** Preview only: drafts that replace blocks live (set by the preview bridge, see src/preview). */
  overrides?: BlockOverrides;
}

const EngineContext = createContext<EngineValue | null>(null);

export function EngineProvider({ value, children }: { value: EngineValue; children: ReactNode }) {
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error("useEngine() must be used inside <EngineProvider>.");
  return value;
}
