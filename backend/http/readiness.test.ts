import { afterAll, beforeAll, expect, test } from "vitest";
import { READINESS_PATH } from "./readiness.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";

let backend: Awaited<ReturnType<typeof backendUnderTest>>;
beforeAll(async () => {
  backend = await backendUnderTest();
});
afterAll(async () => backend?.close());

test("a migrated database answers ready, without a client id, and nothing of its data", async () => {
  const answer = await backend.call("GET", READINESS_PATH, { headers: { "x-client-id": "" } });
  expect(answer.status).toBe(200);
  expect(answer.json).toEqual({ status: "ready" });
  expect(answer.headers.get("cache-control")).toBe("no-store");
});

test("a database that does not answer is reported as unavailable (503), not as an error", async () => {
  const closed = await backendUnderTest();
  await closed.close();
  const answer = await closed.call("GET", READINESS_PATH);
  expect(answer.status).toBe(503);
  expect(answer.json).toEqual({ status: "unavailable" });
});
