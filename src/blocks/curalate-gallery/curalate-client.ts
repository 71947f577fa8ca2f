/**
 * The Curalate-style library's client object (`window.crl8`), which creates and destroys
 * experiences by container id (content spec §7). Only what the block calls is typed.
 */
export interface CuralateClient {
  ready(callback: () => void): void;
  createExperience(containerId: string): void;
  destroyExperience(containerId: string): void;
}

export function curalateClient(): CuralateClient | undefined {
  if (typeof window === "undefined") return undefined;
  const client = (window as { crl8?: Partial<CuralateClient> }).crl8;
  return client && typeof client.ready === "function" && typeof client.createExperience === "function" && typeof client.destroyExperience === "function"
    ? (client as CuralateClient)
    : undefined;
}
