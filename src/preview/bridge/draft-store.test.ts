import { describe, expect, it, vi } from "vitest";
import type { PageNode } from "../../engine/types.ts";
import { createDraftStore } from "./draft-store.ts";

const node = (id: string): PageNode => ({ kind: "block", id, type: "spacer", props: {}, lazy: false, editor: { path: id } });

describe("draft store", () => {
  it("notifies only the listeners of the path that changed", () => {
    const store = createDraftStore();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe("sections[0].items[0]", first);
    store.subscribe("sections[0].items[1]", second);
    store.set("sections[0].items[0]", node("a"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(store.get("sections[0].items[0]")?.id).toBe("a");
  });

  it("resets one draft or all of them, notifying those that had one", () => {
    const store = createDraftStore();
    const listener = vi.fn();
    store.subscribe("x", listener);
    store.set("x", node("x"));
    store.set("y", node("y"));
    store.reset("x");
    expect(store.get("x")).toBeUndefined();
    expect(store.paths()).toEqual(["y"]);
    expect(listener).toHaveBeenCalledTimes(2);
    store.reset();
    expect(store.paths()).toEqual([]);
    store.reset("x");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("stops notifying after unsubscribe", () => {
    const store = createDraftStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe("x", listener);
    unsubscribe();
    store.set("x", node("x"));
    expect(listener).not.toHaveBeenCalled();
  });
});
