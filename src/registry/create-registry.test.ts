import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createRegistry, DuplicateBlockTypeError } from "./create-registry.ts";
import { defineBlock, type AnyBlockDefinition } from "./define-block.ts";

/** A block whose component module is a tiny named function, loaded through a spy. */
function testBlock(type: string) {
  const Component = Object.assign(() => null, { displayName: `${type}-component` });
  const loader = vi.fn(async () => ({ default: Component }));
  const definition = defineBlock({ type, schema: z.object({ title: z.string().default("") }), component: loader });
  return { definition: definition as AnyBlockDefinition, loader, Component };
}

/** A block whose module load is held until the test says so. */
function deferredBlock(type: string) {
  const Component = () => null;
  let release!: () => void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  const definition = defineBlock({ type, schema: z.object({}), component: async () => (await ready, { default: Component }) });
  return { definition: definition as AnyBlockDefinition, Component, release };
}

describe("createRegistry", () => {
  it.each([
    { name: "twice in a row", types: ["banner", "banner"], duplicate: "banner" },
    { name: "apart", types: ["banner", "spacer", "picture", "spacer"], duplicate: "spacer" },
  ])("throws DuplicateBlockTypeError naming a type registered $name", ({ types, duplicate }) => {
    const definitions = types.map((type) => testBlock(type).definition);
    expect(() => createRegistry(definitions)).toThrow(DuplicateBlockTypeError);
    expect(() => createRegistry(definitions)).toThrow(`"${duplicate}"`);
  });

  it("knows its types and definitions in order", () => {
    const blocks = ["a", "b", "c"].map(testBlock);
    const registry = createRegistry(blocks.map((block) => block.definition));
    expect(registry.types()).toEqual(["a", "b", "c"]);
    expect(registry.definitions()).toEqual(blocks.map((block) => block.definition));
    expect(registry.get("b")).toBe(blocks[1]!.definition);
    expect(registry.get("nope")).toBeUndefined();
  });

  it("loads a type's module once and gives every caller the same promise", async () => {
    const block = testBlock("banner");
    const registry = createRegistry([block.definition]);
    const first = registry.load("banner");
    const second = registry.load("banner");
    expect(second).toBe(first);
    await expect(first).resolves.toBe(block.Component);
    expect(registry.load("banner")).toBe(first);
    expect(block.loader).toHaveBeenCalledTimes(1);
  });

  it("sets loadedComponent only once the module has loaded", async () => {
    const block = deferredBlock("banner");
    const registry = createRegistry([block.definition]);
    expect(registry.loadedComponent("banner")).toBeUndefined();
    const loading = registry.load("banner");
    await Promise.resolve();
    expect(registry.loadedComponent("banner")).toBeUndefined();
    block.release();
    await loading;
    expect(registry.loadedComponent("banner")).toBe(block.Component);
  });

  it.each(["nope", "", "Banner"])("rejects loading the unknown type %j", async (type) => {
    const registry = createRegistry([testBlock("banner").definition]);
    await expect(registry.load(type)).rejects.toThrow(`Unknown block type "${type}"`);
    expect(registry.loadedComponent(type)).toBeUndefined();
  });

  it("lets a later load retry a module that failed to load", async () => {
    const Component = () => null;
    const loader = vi
      .fn<() => Promise<{ default: typeof Component }>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce({ default: Component });
    const registry = createRegistry([defineBlock({ type: "flaky", schema: z.object({}), component: loader }) as AnyBlockDefinition]);
    await expect(registry.load("flaky")).rejects.toThrow("chunk failed");
    expect(registry.loadedComponent("flaky")).toBeUndefined();
    await expect(registry.load("flaky")).resolves.toBe(Component);
    expect(registry.loadedComponent("flaky")).toBe(Component);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("preloadAll loads every type once", async () => {
    const blocks = ["a", "b", "c"].map(testBlock);
    const registry = createRegistry(blocks.map((block) => block.definition));
    const early = registry.load("b");
    await registry.preloadAll();
    for (const block of blocks) {
      expect(registry.loadedComponent(block.definition.type)).toBe(block.Component);
      expect(block.loader).toHaveBeenCalledTimes(1);
    }
    expect(registry.load("b")).toBe(early);
  });

  it("marks a loaded type's promise settled, so React's use() reads it without suspending", async () => {
    const block = testBlock("settled");
    const registry = createRegistry([block.definition]);
    const promise = registry.load("settled") as Promise<unknown> & { status?: string; value?: unknown };
    expect(promise.status).toBeUndefined();
    await promise;
    expect(promise.status).toBe("fulfilled");
    expect(promise.value).toBe(block.Component);
  });

  it("marks a failed load rejected, with its reason", async () => {
    const failure = new Error("chunk failed");
    const registry = createRegistry([defineBlock({ type: "broken", schema: z.object({}), component: () => Promise.reject(failure) })]);
    const promise = registry.load("broken") as Promise<unknown> & { status?: string; reason?: unknown };
    await expect(promise).rejects.toBe(failure);
    expect(promise.status).toBe("rejected");
    expect(promise.reason).toBe(failure);
  });

  it("preloadAll of an empty registry resolves", async () => {
    await expect(createRegistry([]).preloadAll()).resolves.toBeUndefined();
  });
});
