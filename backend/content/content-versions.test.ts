import { mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../db/database.ts";
import { adminDocumentAnswer, childrenAnswer, errorAnswer, fixtureReloadAnswer, pageDocumentAnswer } from "../../contracts/api/content.ts";
import { createContentService } from "./content-service.ts";
import { ADMIN_TOKEN, PREVIEW_CREDENTIAL, contentUnderTest, DATABASE_TIMEOUT_MS, fixtureRoot, page, T0, writeFiles, type ContentUnderTest } from "./testing/content-test-kit.ts";

/**
 * Drafts, published versions and scheduled publish dates: what publish and preview show, with
 * and without a preview date; and what loading the fixtures again (a restart) keeps.
 */

const JULY = "2026-07-01T00:00:00Z";
const AUGUST = "2026-08-01T00:00:00Z";

describe("what each mode shows", () => {
  let content: ContentUnderTest;
  beforeAll(async () => {
    content = await contentUnderTest({
      roots: [
        {
          "RL-US/pages/plain.json": page("plain", { title: "Plain" }),
          "RL-US/pages/drafted.json": page("drafted", { title: "Drafted: published" }),
          "RL-US/pages/drafted.draft.json": page("drafted", { title: "Drafted: draft" }),
          "RL-US/pages/scheduled.json": page("scheduled", { title: "Scheduled", publishAt: JULY }),
          "RL-US/pages/draft-only.draft.json": page("draft-only", { title: "Draft only" }),
          "RL-US/pages/later-draft.json": page("later-draft", { title: "Later draft: published" }),
          "RL-US/pages/later-draft.draft.json": page("later-draft", { title: "Later draft: draft", publishAt: AUGUST }),
          "RL-US/pages/replaced.json": page("replaced", { title: "Replaced: first" }),
          "RL-US/menu.json": { items: [{ title: "Help", url: "/en-us/help" }] },
          "RL-US/menu.draft.json": { items: [{ title: "Help (draft)", url: "/en-us/help" }] },
        },
      ],
    });
    // An editor schedules a second version of `replaced` for 1 July.
    expect((await content.admin("PUT", "/documents/RL-US/page/replaced/draft", { body: page("replaced", { title: "Replaced: second" }) })).status).toBe(200);
    expect((await content.admin("POST", "/documents/RL-US/page/replaced/publish", { body: { publishAt: JULY } })).status).toBe(200);
  }, DATABASE_TIMEOUT_MS);
  afterAll(() => content.close());

  const NONE = 404;
  test.each([
    // slug, mode, preview date, what shows (a title, or 404)
    ["plain", "publish", undefined, "Plain"],
    ["plain", "preview", undefined, "Plain"],
    ["plain", "preview", "2001-01-01T00:00:00Z", "Plain"],
    ["drafted", "publish", undefined, "Drafted: published"],
    ["drafted", "preview", undefined, "Drafted: draft"],
    ["drafted", "preview", "2030-01-01T00:00:00Z", "Drafted: draft"],
    ["scheduled", "publish", undefined, NONE],
    ["scheduled", "preview", undefined, NONE],
    ["scheduled", "preview", "2026-06-30T23:59:59Z", NONE],
    ["scheduled", "preview", JULY, "Scheduled"],
    ["scheduled", "publish", JULY, NONE],
    ["draft-only", "publish", undefined, NONE],
    ["draft-only", "preview", undefined, "Draft only"],
    ["draft-only", "preview", "2001-01-01T00:00:00Z", "Draft only"],
    ["later-draft", "publish", undefined, "Later draft: published"],
    ["later-draft", "preview", undefined, "Later draft: draft"],
    ["later-draft", "preview", "2026-07-15T00:00:00Z", "Later draft: published"],
    ["later-draft", "preview", AUGUST, "Later draft: draft"],
    ["replaced", "publish", undefined, "Replaced: first"],
    ["replaced", "preview", undefined, "Replaced: first"],
    ["replaced", "preview", "2026-06-30T23:59:59Z", "Replaced: first"],
    ["replaced", "preview", "Wed, 01 Jul 2026 00:00:00 GMT", "Replaced: second"],
  ] as const)("%s in %s mode at %s: %s", async (slug, mode, date, expected) => {
    const param = date === undefined ? "" : date.includes(",") ? `?previewDateRFC1123=${encodeURIComponent(date)}` : `?previewDateTime=${date}`;
    const { status, body } = await content.get(`/${mode}/caas/v1/canvas/page/RL-US/${slug}${param}`);
    if (expected === NONE) {
      expect(status).toBe(404);
      expect(errorAnswer.parse(body).errorDetails[0]!.errorId).toBe("API404");
    } else {
      expect(status).toBe(200);
      expect(pageDocumentAnswer.parse(body).title).toBe(expected);
    }
  });

  test("the menu has drafts too", async () => {
    expect(((await content.get("/publish/caas/v1/canvas/menu/RL-US")).body.items as { title: string }[])[0]!.title).toBe("Help");
    expect(((await content.get("/preview/caas/v1/canvas/menu/RL-US")).body.items as { title: string }[])[0]!.title).toBe("Help (draft)");
  });

  test("preview answers are never cached by shared caches", async () => {
    expect((await content.get("/preview/caas/v1/canvas/page/RL-US/plain")).headers.get("cache-control")).toBe("private, no-store");
    expect((await content.get("/publish/caas/v1/canvas/page/RL-US/plain")).headers.get("cache-control")).toBeNull();
  });

  test("when the scheduled dates come, shoppers see the scheduled versions", async () => {
    content.clock.now = Date.parse(JULY);
    try {
      expect((await content.get("/publish/caas/v1/canvas/page/RL-US/scheduled")).body.title).toBe("Scheduled");
      expect((await content.get("/publish/caas/v1/canvas/page/RL-US/replaced")).body.title).toBe("Replaced: second");
      // Preview with a date in the past shows the past.
      expect((await content.get("/preview/caas/v1/canvas/page/RL-US/replaced?previewDateTime=2026-06-15T00:00:00Z")).body.title).toBe("Replaced: first");
    } finally {
      content.clock.now = T0;
    }
  });
});

describe("children per mode", () => {
  let content: ContentUnderTest;
  beforeAll(async () => {
    content = await contentUnderTest({
      roots: [
        {
          "RL-US/pages/help.json": page("help"),
          "RL-US/pages/help-a.json": page("help-a", { parent: "help" }),
          "RL-US/pages/help-b.draft.json": page("help-b", { parent: "help" }),
          "RL-US/pages/help-c.json": page("help-c", { parent: "help", publishAt: JULY }),
          // The draft moves help-d elsewhere: preview no longer lists it under help.
          "RL-US/pages/help-d.json": page("help-d", { parent: "help" }),
          "RL-US/pages/help-d.draft.json": page("help-d", { parent: "about" }),
        },
      ],
    });
  }, DATABASE_TIMEOUT_MS);
  afterAll(() => content.close());

  test.each([
    ["publish", "", ["help-a", "help-d"]],
    ["preview", "", ["help-a", "help-b"]],
    ["preview", `?previewDateTime=${JULY}`, ["help-a", "help-b", "help-c"]],
  ])("%s%s lists %j", async (mode, query, expected) => {
    const { status, body } = await content.get(`/${mode}/caas/v1/canvas/children/RL-US/help${query}`);
    expect(status).toBe(200);
    expect(childrenAnswer.parse(body).items.map((item) => item.slug)).toEqual(expected);
  });
});

describe("loading the fixtures again (a restart, or the admin reload)", () => {
  let root: string;
  let content: ContentUnderTest;
  const title = async (slug: string, query = "", mode = "publish") => {
    const { status, body } = await content.get(`/${mode}/caas/v1/canvas/page/RL-US/${slug}${query}`);
    return status === 200 ? body.title : status;
  };
  const reload = async () => {
    const { status, body } = await content.admin("POST", "/fixtures/reload");
    expect(status).toBe(200);
    return fixtureReloadAnswer.parse(body);
  };

  beforeAll(async () => {
    root = fixtureRoot({
      "RL-US/pages/home.json": page("home", { title: "Home v1" }),
      "RL-US/pages/about.json": page("about", { title: "About v1" }),
      "RL-US/pages/news.draft.json": page("news", { title: "News draft v1" }),
      "RL-US/pages/gone.json": page("gone", { title: "Gone soon" }),
      "RL-US/pages/gone.draft.json": page("gone", { title: "Gone draft" }),
      "RL-US/pages/adopted.json": page("adopted", { title: "Adopted v1" }),
      "RL-US/pages/sale.json": page("sale", { title: "Sale", publishAt: JULY }),
      "RL-US/notes/readme.json": { note: "not a document" },
    });
    content = await contentUnderTest({ roots: [root] });
    expect(await title("home")).toBe("Home v1");
  }, DATABASE_TIMEOUT_MS);
  afterAll(() => content.close());

  test("unchanged fixtures write nothing", async () => {
    expect(await reload()).toEqual({ documents: 6, published: 0, drafts: 0, unpublished: 0, keptEditorDrafts: 0, ignored: [path.join(root, "RL-US/notes/readme.json")] });
  });

  test("a changed fixture is live after the reload; preview dates before it show the old version", async () => {
    content.clock.now = T0 + 60_000;
    writeFiles(root, { "RL-US/pages/home.json": page("home", { title: "Home v2" }) });
    expect((await reload()).published).toBe(1);
    expect(await title("home")).toBe("Home v2");
    expect(await title("home", `?previewDateTime=${new Date(T0).toISOString()}`, "preview")).toBe("Home v1");
  });

  test("an editor's draft survives a reload that brings a fixture draft; fixture drafts replace fixture drafts", async () => {
    const saved = await content.admin("PUT", "/documents/RL-US/page/about/draft", { body: page("about", { title: "About: editor draft" }) });
    expect(saved.status).toBe(200);
    writeFiles(root, {
      "RL-US/pages/about.draft.json": page("about", { title: "About: fixture draft" }),
      "RL-US/pages/news.draft.json": page("news", { title: "News draft v2" }),
    });
    const summary = await reload();
    expect([summary.drafts, summary.keptEditorDrafts]).toEqual([1, 1]);
    expect(await title("about", "", "preview")).toBe("About: editor draft");
    expect(await title("news", "", "preview")).toBe("News draft v2");
  });

  test("an editor's published version stays live while its fixture is unchanged", async () => {
    await content.admin("PUT", "/documents/RL-US/page/adopted/draft", { body: page("adopted", { title: "Adopted: editor" }) });
    expect((await content.admin("POST", "/documents/RL-US/page/adopted/publish")).status).toBe(200);
    await reload();
    expect(await title("adopted")).toBe("Adopted: editor");
  });

  test("a removed fixture unpublishes its document, unless an editor has published it", async () => {
    unlinkSync(path.join(root, "RL-US/pages/gone.json"));
    unlinkSync(path.join(root, "RL-US/pages/gone.draft.json"));
    unlinkSync(path.join(root, "RL-US/pages/adopted.json"));
    expect((await reload()).unpublished).toBe(1);
    expect(await title("gone")).toBe(404);
    expect(await title("gone", "", "preview")).toBe(404);
    expect(await title("adopted")).toBe("Adopted: editor");
    const history = adminDocumentAnswer.parse((await content.admin("GET", "/documents/RL-US/page/gone")).body);
    expect(history.live).toBeNull();
    expect(history.versions.map((version) => version.unpublished)).toEqual([true, false]);
  });

  test("a fixture's new publish date replaces its old schedule", async () => {
    writeFiles(root, { "RL-US/pages/sale.json": page("sale", { title: "Sale", publishAt: AUGUST }) });
    await reload();
    expect(await title("sale", "?previewDateTime=2026-07-15T00:00:00Z", "preview")).toBe(404);
    expect(await title("sale", `?previewDateTime=${AUGUST}`, "preview")).toBe("Sale");
  });
});

describe("a real restart on a database kept on disk", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "content-db-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test("keeps the editor's draft and shows the developer's fixture change", async () => {
    const root = fixtureRoot({ "RL-US/pages/home.json": page("home", { title: "Home v1" }) });
    const start = async () => {
      const database = await openDatabase({ dataDir });
      const app = createContentService({ db: database.db, roots: [root], now: () => T0, adminToken: ADMIN_TOKEN, previewCredential: PREVIEW_CREDENTIAL });
      const get = async (url: string) => (await (await app.request(url, { headers: { authorization: `Bearer ${PREVIEW_CREDENTIAL}` } })).json()) as { title?: string };
      return { database, app, get };
    };

    const first = await start();
    const saved = await first.app.request("/admin/content/v1/documents/RL-US/page/home/draft", {
      method: "PUT",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(page("home", { title: "Home: editor draft" })),
    });
    expect(saved.status).toBe(200);
    await first.database.close();

    writeFiles(root, { "RL-US/pages/home.json": page("home", { title: "Home v2" }) });
    const second = await start();
    try {
      expect((await second.get("/publish/caas/v1/canvas/page/RL-US/home")).title).toBe("Home v2");
      expect((await second.get("/preview/caas/v1/canvas/page/RL-US/home")).title).toBe("Home: editor draft");
    } finally {
      await second.database.close();
    }
    // Two databases opened on disk (the first one migrated): slow on a busy machine.
  }, 2 * DATABASE_TIMEOUT_MS);
});
