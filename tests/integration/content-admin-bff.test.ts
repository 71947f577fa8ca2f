import { describe, expect, test } from "vitest";
import { adminDocumentAnswer, errorAnswer } from "../../contracts/api/content.ts";
import { ADMIN_TOKEN, backendUnderTest, DATABASE_TIMEOUT_MS, page } from "../../backend/testing/index.ts";
import { browserOn, storefrontFor } from "./support/storefront-browser.ts";

/** The content service's admin endpoint is the backend's alone: the storefront's BFF never forwards it. */

describe("through the storefront", () => {
  test("the BFF never forwards the admin endpoint, even with the token", async () => {
    const backend = await backendUnderTest({ contentAdminToken: ADMIN_TOKEN });
    try {
      const browser = browserOn(storefrontFor(backend));
      await browser.request("GET", "/api/session");
      for (const [method, path] of [
        ["PUT", "/api/commerce/admin/content/v1/documents/RL-US/page/home/draft"],
        ["POST", "/api/commerce/admin/content/v1/documents/RL-US/page/home/publish"],
        ["POST", "/api/commerce/admin/content/v1/fixtures/reload"],
        ["GET", "/api/commerce/admin/content/v1/documents/RL-US/page/home"],
      ] as const) {
        const answer = await browser.request(method, path, { body: method === "GET" ? undefined : page("home", { title: "Defaced" }), headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(errorAnswer.parse(answer.json).errorDetails[0]!.errorId).toBe("API404");
      }
      // The backend itself has the endpoint (so the 404s above are the BFF's), and home is unchanged.
      const direct = await backend.call("GET", "/admin/content/v1/documents/RL-US/page/home", { token: ADMIN_TOKEN });
      expect(direct.status).toBe(200);
      // fixtures/content has a draft of home: still the fixture's.
      expect(adminDocumentAnswer.parse(direct.json).draft).toMatchObject({ source: "fixture" });
      expect(JSON.stringify(direct.json)).not.toContain("Defaced");
    } finally {
      await backend.close();
    }
  }, DATABASE_TIMEOUT_MS);
});
