// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ensureSanitizer } from "#sanitize";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { registry } from "../../blocks/index.ts";
import { Workbench } from "./workbench.tsx";

const PREVIEW_ORIGIN = "http://preview.test";
const PAGE = {
  sections: [{ id: "s1", items: [{ id: "spacer-1", type: "spacer" }, { id: "banner-1", type: "banner", title: "Sale" }] }],
};
const BLOCKS = [
  { id: "spacer-1", type: "spacer", path: "sections[0].items[0]", valid: true },
  { id: "banner-1", type: "banner", path: "sections[0].items[1]", valid: true },
];

/** The workbench API, answered by URL; requests are recorded as "METHOD path body". */
function fakeApi() {
  const requests: string[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    requests.push(`${init.method ?? "GET"} ${url}${init.body ? ` ${String(init.body)}` : ""}`);
    const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    if (url.endsWith("/session")) return answer({ csrfToken: "csrf-1" });
    if (url.endsWith("/draft")) return answer({});
    if (/\/documents\/[^/]+$/.test(url)) return answer({ items: [{ type: "page", slug: "home", title: "Home" }, { type: "page", slug: "help", title: "Help" }] });
    return answer({ body: PAGE, hasDraft: false });
  });
  return requests;
}

/** The preview in the frame, played by the test: what it says to the workbench, and what it was told. */
function fakePreview() {
  const told: Record<string, unknown>[] = [];
  const frameWindow = () => document.querySelector("iframe")!.contentWindow!;
  let listening: Window | undefined;
  const listen = () => {
    if (listening === frameWindow()) return;
    listening = frameWindow();
    listening.postMessage = ((message: Record<string, unknown>) => void told.push(message)) as Window["postMessage"];
  };
  return {
    told,
    async say(message: Record<string, unknown>) {
      listen();
      await act(async () => {
        window.dispatchEvent(new MessageEvent("message", { data: { protocol: "ridgeline-preview", version: 1, ...message }, origin: PREVIEW_ORIGIN, source: frameWindow() }));
      });
    },
    ready: () => ({ type: "ready", page: { id: "home-us", slug: "home", title: "Home", path: "/en-us?preview=true" }, blocks: BLOCKS, diagnostics: [] }),
    /** What the workbench sent of one type, without the envelope. */
    sent: (type: string) => told.filter((message) => message.type === type).map(({ protocol: _protocol, version: _version, ...body }) => body),
  };
}

async function settle() {
  for (let round = 0; round < 5; round++) await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
}

async function openWorkbench() {
  const requests = fakeApi();
  const preview = fakePreview();
  render(<Workbench sites={[{ siteId: "RL-US", localePath: "en-us" }]} previewOrigin={PREVIEW_ORIGIN} previewToken="secret" audiences={["loyalty"]} />);
  await settle();
  await preview.say(preview.ready());
  return { requests, preview };
}

const outlineButton = (blockId: string) => document.querySelector<HTMLButtonElement>(`[data-outline-id="${blockId}"] button`)!;
const editor = () => screen.getByLabelText<HTMLTextAreaElement>("Block JSON");
const type = (text: string) => act(async () => void fireEvent.change(editor(), { target: { value: text } }));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await Promise.all([registry.preloadSchemas(), ensureSanitizer()]);
});

beforeEach(() => {
  // jsdom has neither: the outline keeps the preview's top block in view with them.
  vi.stubGlobal("CSS", { escape: (value: string) => value });
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the workbench", () => {
  test("lists the preview's blocks; choosing one opens its fields and brings it to the top of the preview", async () => {
    const { preview } = await openWorkbench();
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("Connected to /en-us");
    expect(screen.getByRole("navigation", { name: "Blocks of the page" }).querySelectorAll("li")).toHaveLength(2);

    await act(async () => void fireEvent.click(outlineButton("banner-1")));
    expect(screen.getByRole("heading", { name: "Edit banner-1" })).toBeTruthy();
    expect(JSON.parse(editor().value)).toEqual({ id: "banner-1", type: "banner", title: "Sale" });
    expect(outlineButton("banner-1").getAttribute("aria-current")).toBe("true");
    expect(preview.sent("scroll")).toEqual([{ type: "scroll", blockId: "banner-1", behavior: "auto" }]);
    expect(preview.sent("select").at(-1)).toEqual({ type: "select", blockId: "banner-1" });
  });

  test("a click in the preview selects the block", async () => {
    const { preview } = await openWorkbench();
    await preview.say({ type: "block-click", blockId: "spacer-1", path: "sections[0].items[0]" });
    expect(screen.getByRole("heading", { name: "Edit spacer-1" })).toBeTruthy();
  });

  test("an edit is checked and shown in the preview; Undo takes it back", async () => {
    const { preview } = await openWorkbench();
    await act(async () => void fireEvent.click(outlineButton("banner-1")));

    await type('{ "id": "banner-1", "type": "banner", "title": "" }');
    expect(screen.getByRole("list", { name: "Problems" }).textContent).toMatch(/^title:/);
    await type('{ "id": "banner-1", "type": "banner", "title": "Sale now" }');
    expect(preview.sent("draft").at(-1)).toEqual({ type: "draft", blockId: "banner-1", path: "sections[0].items[1]", fields: { id: "banner-1", type: "banner", title: "Sale now" }, revision: 2 });

    await preview.say({ type: "draft-applied", blockId: "banner-1", revision: 2, diagnostics: [] });
    expect(screen.getByText("No problems · shown in the preview (revision 2)")).toBeTruthy();

    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Undo changes to this block" })));
    expect(preview.sent("draft-reset")).toEqual([{ type: "draft-reset", blockId: "banner-1" }]);
    expect(JSON.parse(editor().value)).toMatchObject({ title: "Sale" });
  });

  test("a reloaded preview gets the drafts again", async () => {
    const { preview } = await openWorkbench();
    await act(async () => void fireEvent.click(outlineButton("banner-1")));
    await type('{ "id": "banner-1", "type": "banner", "title": "Kept" }');
    preview.told.length = 0;
    await preview.say(preview.ready());
    expect(preview.sent("draft")).toEqual([{ type: "draft", blockId: "banner-1", path: "sections[0].items[1]", fields: { id: "banner-1", type: "banner", title: "Kept" }, revision: 1 }]);
  });

  test("Save draft writes the drafts into the page and saves it with the CSRF token", async () => {
    const { requests } = await openWorkbench();
    const save = screen.getByRole("button", { name: "Save draft" });
    expect(save.hasAttribute("disabled")).toBe(true);
    await act(async () => void fireEvent.click(outlineButton("banner-1")));
    await type("{ not JSON");
    expect(save.hasAttribute("disabled")).toBe(true);
    await type('{ "id": "banner-1", "type": "banner", "title": "Saved" }');

    await act(async () => void fireEvent.click(save));
    await settle();
    const saved = requests.find((request) => request.startsWith("PUT"));
    expect(saved).toBe(`PUT /workbench/api/documents/RL-US/page/home/draft ${JSON.stringify({ sections: [{ id: "s1", items: [PAGE.sections[0]!.items[0], { id: "banner-1", type: "banner", title: "Saved" }] }] })}`);
    expect(screen.getByText(/^Draft of home saved at /)).toBeTruthy();
    expect(save.hasAttribute("disabled")).toBe(true);
  });

  test("another page starts with no drafts and nothing selected", async () => {
    const { preview } = await openWorkbench();
    await act(async () => void fireEvent.click(outlineButton("banner-1")));
    await type('{ "id": "banner-1", "type": "banner", "title": "Left behind" }');
    preview.told.length = 0;

    await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: /^Page\b/ }), { target: { value: "help" } }));
    await settle();
    expect(document.querySelector("iframe")!.getAttribute("src")).toBe(`${PREVIEW_ORIGIN}/en-us/help?preview=true&previewToken=secret`);
    expect(screen.getByText("Select a block in the list or click one in the preview to edit it.")).toBeTruthy();
    await preview.say(preview.ready());
    expect(outlineButton("banner-1").textContent).not.toContain("edited");
    expect(preview.sent("draft")).toHaveLength(0);
  });
});
