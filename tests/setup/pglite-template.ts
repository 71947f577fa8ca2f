import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../backend/index.ts";

/**
 * Vitest global setup: migrates one empty PGlite database and dumps it to a temporary file that
 * every test file's `freshDatabase()` starts from (PGLITE_TEMPLATE). Starting from the dump skips
 * initdb and the migrations — a few seconds per test file on a small machine. The migrations
 * themselves are still tested: they make the template, and `database.test.ts` opens databases
 * from nothing. Not used with TEST_DATABASE_URL (PostgreSQL databases are made per file there).
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const folder = await mkdtemp(path.join(tmpdir(), "pglite-template-"));
  const database = await openDatabase();
  const file = path.join(folder, "template.tar");
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  process.env.PGLITE_TEMPLATE = file;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
