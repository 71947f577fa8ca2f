import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { forgetSnapshot, snapshot } from "./snapshots.ts";

const fakeDb = () => ({}) as Database;

function counter() {
  let reads = 0;
  return { read: async () => ++reads, reads: () => reads };
}

describe("snapshot", () => {
  it("shares one read while younger than the max age, then reads again", async () => {
    const db = fakeDb();
    const source = counter();
    expect(await snapshot(db, "k", 1_000, 5_000, source.read)).toBe(1);
    expect(await snapshot(db, "k", 5_999, 5_000, source.read)).toBe(1);
    expect(await snapshot(db, "k", 6_000, 5_000, source.read)).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it("concurrent callers share one read in flight", async () => {
    const source = counter();
    const db = fakeDb();
    const values = await Promise.all([1, 2, 3].map(() => snapshot(db, "k", 0, 5_000, source.read)));
    expect([values, source.reads()]).toEqual([[1, 1, 1], 1]);
  });

  it("keys and databases are apart", async () => {
    const source = counter();
    const [one, two] = [fakeDb(), fakeDb()];
    await snapshot(one, "a", 0, 5_000, source.read);
    await snapshot(one, "b", 0, 5_000, source.read);
    await snapshot(two, "a", 0, 5_000, source.read);
    expect(source.reads()).toBe(3);
  });

  it("a clock that goes back reads again", async () => {
    const source = counter();
    const db = fakeDb();
    await snapshot(db, "k", 10_000, 5_000, source.read);
    expect(await snapshot(db, "k", 9_000, 5_000, source.read)).toBe(2);
  });

  it("a failed read is forgotten; forgetSnapshot forgets at once", async () => {
    const db = fakeDb();
    await expect(snapshot(db, "k", 0, 5_000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await snapshot(db, "k", 1, 5_000, async () => "up")).toBe("up");
    forgetSnapshot(db, "k");
    expect(await snapshot(db, "k", 2, 5_000, async () => "again")).toBe("again");
  });
});
