/**
 * Fetch a storefront path (`/fapi/…`) from either side: the browser calls its own origin; the
 * server, prefetching block data, calls itself on the origin it was started with.
 */
/** The server's own origin, set by the server at start (`STOREFRONT_ORIGIN`). */
const serverOrigin = () => process.env.STOREFRONT_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export async function storefrontJson<T>(path: string, init?: RequestInit): Promise<T> {
  const url = typeof window === "undefined" ? new URL(path, serverOrigin()) : path;
  const response = await fetch(url, { ...init, headers: { accept: "application/json", ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
