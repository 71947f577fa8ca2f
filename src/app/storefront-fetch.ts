/**
 * JSON from the storefront's own origin (`/fapi/…`, `/api/…`), for browser code. The server
 * never calls itself: block data providers reach the front-end API's functions directly
 * (src/app/front-api/front-api.ts), so a call from the server is a mistake and fails loudly.
 */
export async function storefrontJson<T>(path: string, init?: RequestInit): Promise<T> {
  // The server would be requesting itself (see above).
  if (typeof window === "undefined") throw new Error(`storefrontJson(${path}) on the server`);
  const response = await fetch(path, { ...init, headers: { accept: "application/json", ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
