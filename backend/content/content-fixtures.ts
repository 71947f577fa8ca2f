import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { contentDocuments } from "../db/schema.ts";
import { fixtureFileOf, keyText, type ContentKey } from "./content-keys.ts";
import {
  dropPendingFixtureVersions,
  ensureDocument,
  findDraft,
  hasEditorVersions,
  hasVersions,
  insertPublished,
  setFixtureHashes,
  writeDraft,
  type Executor,
  type Json,
} from "./content-store.ts";

/**
 * Content fixtures (`fixtures/content`, or the folders of CONTENT_FIXTURE_DIRS (backend/config.ts),
 * later ones overriding earlier ones file by file) loaded into the database at start.
 *
 * What a restart does (docs in backend/content/README.md):
 * - A fixture file that is new or changed since the last load becomes a published version,
 *   live at once (the very first version of a document is live since the epoch, so preview
 *   dates in the past show it; a `publishAt` in the file schedules it instead). Scheduled
 *   fixture versions not live yet are replaced: a changed date moves the schedule.
 * - An unchanged file writes nothing: what editors published since stays live.
 * - A fixture draft (`.draft.json`) replaces the fixture's earlier draft, but never a draft an
 *   editor saved through the admin endpoint: editors' drafts survive restarts.
 * - A fixture file removed from every folder unpublishes its document (its fixture draft goes
 *   too), unless an editor has published that document: it is theirs now.
 */

/** Versions loaded from a fixture the first time are live since then: for every preview date. */
export const SINCE_EVER = new Date(0);

interface FixtureVersion {
  body: Json;
  hash: string;
  file: string;
}

export interface FixtureDocument {
  key: ContentKey;
  published?: FixtureVersion;
  draft?: FixtureVersion;
}

export interface FixtureSet {
  documents: Map<string, FixtureDocument>;
  /** JSON files that name no document (wrong folder or name), for the start-up log. */
  ignored: string[];
}

/** Below root: `{site}/{folder}/{file}` at most. */
const MAX_DEPTH = 3;

async function listJson(root: string, relative = "", depth = 1): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    // A root that does not exist holds no fixtures (an optional test folder).
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && relative === "") return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory() && depth < MAX_DEPTH) files.push(...(await listJson(root, child, depth + 1)));
    else if (entry.isFile() && entry.name.endsWith(".json")) files.push(child);
  }
  return files;
}

/** Reads every fixture document of the folders; a file that is not a JSON object fails with its path. */
export async function readFixtures(roots: readonly string[]): Promise<FixtureSet> {
  const documents = new Map<string, FixtureDocument>();
  const ignored: string[] = [];
  for (const root of roots) {
    for (const relative of await listJson(root)) {
      const file = path.join(root, relative);
      const named = fixtureFileOf(relative);
      if (!named) {
        ignored.push(file);
        continue;
      }
      let body: unknown;
      try {
        body = JSON.parse(await readFile(file, "utf8"));
      } catch (error) {
        throw new Error(`Content fixture ${file} cannot be read: ${(error as Error).message}`, { cause: error });
      }
      if (!body || typeof body !== "object" || Array.isArray(body)) throw new Error(`Content fixture ${file} is not a JSON object`);
      const text = JSON.stringify(body);
      const version = { body: body as Json, hash: createHash("sha256").update(text).digest("hex"), file };
      const id = keyText(named.key);
      const document = documents.get(id) ?? { key: named.key };
      if (named.draft) document.draft = version;
      else document.published = version;
      documents.set(id, document);
    }
  }
  return { documents, ignored };
}

export interface FixtureSyncSummary {
  /** Documents the fixtures hold. */
  documents: number;
  /** Published versions written (new or changed files). */
  published: number;
  /** Drafts written. */
  drafts: number;
  /** Documents unpublished because their file is gone. */
  unpublished: number;
  /** Fixture drafts not written because an editor's draft is there. */
  keptEditorDrafts: number;
  ignored: string[];
}

/** Serialises loads by several processes on one PostgreSQL database (any stable number). */
const FIXTURE_LOCK_KEY = 0xc0_47e7;

/** Brings the database in line with the fixtures, in one transaction (see the rules above). */
export async function syncFixtures(db: Database, fixtures: FixtureSet, now: Date): Promise<FixtureSyncSummary> {
  const summary: FixtureSyncSummary = { documents: fixtures.documents.size, published: 0, drafts: 0, unpublished: 0, keptEditorDrafts: 0, ignored: fixtures.ignored };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIXTURE_LOCK_KEY})`);
    const known = new Map(
      (await tx.select().from(contentDocuments)).map((row) => [keyText({ siteId: row.siteId, type: row.type as ContentKey["type"], slug: row.slug }), row]),
    );
    for (const [id, fixture] of fixtures.documents) {
      const row = known.get(id) ?? (await ensureDocument(tx, fixture.key, now));
      if (fixture.published && fixture.published.hash !== row.fixtureHash) {
        await publishFixture(tx, row.id, fixture.key, fixture.published.body, now);
        await setFixtureHashes(tx, row.id, { fixtureHash: fixture.published.hash });
        summary.published++;
      }
      if (fixture.draft && fixture.draft.hash !== row.fixtureDraftHash) {
        const current = await findDraft(tx, row.id);
        if (current?.source === "editor") summary.keptEditorDrafts++;
        else {
          await writeDraft(tx, row.id, fixture.key.type, fixture.draft.body, "fixture", now);
          summary.drafts++;
        }
        // Seen either way: a stale fixture draft does not come back once the editor's is published.
        await setFixtureHashes(tx, row.id, { fixtureDraftHash: fixture.draft.hash });
      }
    }
    for (const [id, row] of known) {
      const fixture = fixtures.documents.get(id);
      const key = { siteId: row.siteId, type: row.type as ContentKey["type"], slug: row.slug };
      if (row.fixtureHash && !fixture?.published) {
        if (!(await hasEditorVersions(tx, row.id))) {
          await dropPendingFixtureVersions(tx, row.id, now);
          await insertPublished(tx, row.id, key.type, null, now, "fixture", now);
          summary.unpublished++;
        }
        await setFixtureHashes(tx, row.id, { fixtureHash: null });
      }
      if (row.fixtureDraftHash && !fixture?.draft) {
        const current = await findDraft(tx, row.id);
        if (current?.source === "fixture") await tx.execute(sql`delete from content_versions where id = ${current.id}`);
        await setFixtureHashes(tx, row.id, { fixtureDraftHash: null });
      }
    }
  });
  return summary;
}

async function publishFixture(tx: Executor, documentId: number, key: ContentKey, body: Json, now: Date) {
  const scheduled = typeof body.publishAt === "string" && !Number.isNaN(Date.parse(body.publishAt)) ? new Date(body.publishAt) : undefined;
  const first = !(await hasVersions(tx, documentId));
  await dropPendingFixtureVersions(tx, documentId, now);
  await insertPublished(tx, documentId, key.type, body, scheduled ?? (first ? SINCE_EVER : now), "fixture", now);
}

const loads = new WeakMap<Database, Map<string, Promise<FixtureSyncSummary>>>();

/**
 * Loads the fixture folders into the database once per process and database (the server's
 * start and the content service's first request share one load). A failed load is forgotten, so
 * the next request tries again; `reload` loads again (the admin endpoint's fixture reload).
 */
export function loadContentFixtures(db: Database, roots: readonly string[], options: { now?: () => Date; reload?: boolean } = {}): Promise<FixtureSyncSummary> {
  const resolved = roots.map((root) => path.resolve(root));
  const memo = loads.get(db) ?? new Map<string, Promise<FixtureSyncSummary>>();
  loads.set(db, memo);
  const id = resolved.join("\n");
  const pending = memo.get(id);
  if (pending && !options.reload) return pending;
  const load = (async () => syncFixtures(db, await readFixtures(resolved), options.now?.() ?? new Date()))();
  memo.set(id, load);
  load.catch(() => {
    if (memo.get(id) === load) memo.delete(id);
  });
  return load;
}
