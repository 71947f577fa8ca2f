// @vitest-environment jsdom
import { afterEach, describe, expect, test } from "vitest";
import { createDomScriptLoader, isAllowedScriptUrl, ScriptLoadError } from "./third-party-script.ts";

const scripts = () => Array.from(document.querySelectorAll("script"));
afterEach(() => document.body.replaceChildren());

describe("third-party script loader", () => {
  test("adds an async script with its data attributes; load settles the promise; remove takes it away", async () => {
    const loader = createDomScriptLoader(document);
    const handle = loader.load({ src: "https://widgets.example.com/gallery.js", data: { olapic: "olapic-grid", lang: "en_US" } });
    const [element] = scripts();
    expect(element!.src).toBe("https://widgets.example.com/gallery.js");
    expect(element!.async).toBe(true);
    expect(element!.dataset).toMatchObject({ olapic: "olapic-grid", lang: "en_US" });
    element!.dispatchEvent(new Event("load"));
    await expect(handle.loaded).resolves.toBeUndefined();
    handle.remove();
    handle.remove();
    expect(scripts()).toEqual([]);
  });

  test("a script that fails to load rejects with its URL", async () => {
    const handle = createDomScriptLoader(document).load({ src: "https://widgets.example.com/missing.js" });
    scripts()[0]!.dispatchEvent(new Event("error"));
    await expect(handle.loaded).rejects.toThrow(ScriptLoadError);
    await expect(handle.loaded).rejects.toThrow(/missing\.js/);
  });

  test("a shared script is added once and removed with its last holder", () => {
    const loader = createDomScriptLoader(document);
    const first = loader.load({ src: "https://edge.example.com/site.min.js", shared: true });
    const second = loader.load({ src: "https://edge.example.com/site.min.js", shared: true });
    expect(scripts()).toHaveLength(1);
    first.remove();
    first.remove();
    expect(scripts()).toHaveLength(1);
    second.remove();
    expect(scripts()).toHaveLength(0);
    // Needed again later: added again.
    loader.load({ src: "https://edge.example.com/site.min.js", shared: true });
    expect(scripts()).toHaveLength(1);
  });

  test.each([
    ["http://widgets.example.com/a.js", false],
    ["javascript:alert(1)", false],
    ["data:text/javascript,alert(1)", false],
    ["//widgets.example.com/a.js", false],
    ["/local.js", false],
    ["https://widgets.example.com/a.js", true],
  ])("%s is allowed: %s", (src, allowed) => {
    expect(isAllowedScriptUrl(src)).toBe(allowed);
  });

  test("refuses other URLs and attribute names without touching the page", async () => {
    const loader = createDomScriptLoader(document);
    await expect(loader.load({ src: "javascript:alert(1)" }).loaded).rejects.toThrow(/Only https/);
    await expect(loader.load({ src: "https://widgets.example.com/a.js", data: { "onload=x": "y" } }).loaded).rejects.toThrow(/data attribute/);
    expect(scripts()).toEqual([]);
  });
});
