import { expect, test } from "vitest";
import { createContentClient } from "./content-client.server.ts";

test.each([
  { name: "a published read carries no credential", mode: "publish" as const, expected: null },
  { name: "a preview read carries the storefront's preview credential", mode: "preview" as const, expected: "Bearer preview-credential" },
])("$name", async ({ mode, expected }) => {
  const seen: (string | null)[] = [];
  const client = createContentClient({
    baseUrl: "http://content.test",
    publishedTtlMs: 0,
    previewCredential: "preview-credential",
    fetch: async (request) => {
      seen.push(request.headers.get("authorization"));
      return Response.json({ id: "home", slug: "home", sections: [] });
    },
  });
  await client.get("page/RL-US/home", { mode });
  await client.send(`/${mode}/caas/v1/canvas/page/RL-US/home`);
  expect(seen).toEqual([expected, expected]);
});
