// @vitest-environment jsdom
import { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { ServerHtmlIsland } from "./server-html-island.tsx";
import { asServer } from "./testing/environment-switch.ts";

// jsdom has a window: the "server" side of these tests says it is the server through this switch.
vi.mock("./environment.ts", () => import("./testing/environment-switch.ts"));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let renders = 0;
/** A block with behaviour: a button counting presses. */
function Counter({ label }: { label: string }) {
  renders += 1;
  const [presses, setPresses] = useState(0);
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setPresses(presses + 1)}>
        Pressed {presses}
      </button>
      <a href="/somewhere">A link</a>
    </section>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  renders = 0;
});

/** Renders on the "server", then hydrates the same element in the DOM; says what React reported. */
async function serverThenHydrate(element: (identity: string) => React.ReactElement) {
  const html = asServer(() => renderToString(element("v1")));
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const problems: unknown[] = [];
  renders = 0;
  await act(async () => {
    root = hydrateRoot(container, element("v1"), { onRecoverableError: (error) => void problems.push(error) });
  });
  return { html, container, problems, rerender: (identity: string) => act(() => root!.render(element(identity))) };
}

test.each(["never", "interaction"] as const)("%s: hydration keeps the server's HTML and runs none of the code behind it", async (hydration) => {
  const { html, container, problems } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration={hydration} identity={identity}>
      <Counter label="Static" />
    </ServerHtmlIsland>
  ));
  expect(html).toContain("<h2>Static</h2>");
  expect(container.innerHTML).toBe(html);
  expect(renders).toBe(0);
  expect(problems).toEqual([]);
});

test("never: pointing at and focusing the block changes nothing", async () => {
  const prepare = vi.fn(() => Promise.resolve());
  const { html, container } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="never" identity={identity} prepare={prepare}>
      <Counter label="Static" />
    </ServerHtmlIsland>
  ));
  await act(async () => {
    container.querySelector("button")!.dispatchEvent(new MouseEvent("pointermove", { bubbles: true }));
    container.querySelector("button")!.focus();
  });
  expect(prepare).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(html);
});

test("interaction: focus loads the code, the block takes over, and focus stays on the same control", async () => {
  let release!: () => void;
  const prepare = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  const { container } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="interaction" identity={identity} prepare={prepare}>
      <Counter label="Menu" />
    </ServerHtmlIsland>
  ));
  const serverButton = container.querySelector("button")!;
  await act(async () => serverButton.focus());
  expect(prepare).toHaveBeenCalledTimes(1);
  // Until the code is there, the server's HTML stays.
  expect(container.querySelector("button")).toBe(serverButton);
  await act(async () => release());
  const liveButton = container.querySelector("button")!;
  expect(liveButton).not.toBe(serverButton);
  expect(document.activeElement).toBe(liveButton);
  expect(container.querySelectorAll("button")).toHaveLength(1);
  await act(async () => liveButton.click());
  expect(liveButton.textContent).toBe("Pressed 1");
});

test("interaction: a button pressed before the code came is pressed again once it has", async () => {
  const { container } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="interaction" identity={identity} prepare={() => Promise.resolve()}>
      <Counter label="Menu" />
    </ServerHtmlIsland>
  ));
  await act(async () => container.querySelector("button")!.click());
  expect(container.querySelector("button")!.textContent).toBe("Pressed 1");
  expect(container.querySelectorAll("section")).toHaveLength(1);
});

test("interaction: a failed code load still wakes the block (it then shows what it shows on a failure)", async () => {
  const { container } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="interaction" identity={identity} prepare={() => Promise.reject(new Error("offline"))}>
      <Counter label="Menu" />
    </ServerHtmlIsland>
  ));
  await act(async () => container.querySelector("section")!.dispatchEvent(new MouseEvent("pointermove", { bubbles: true })));
  expect(renders).toBe(1);
});

test("new content (another identity) renders the children: there is no server HTML for it", async () => {
  const { container, rerender } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="never" identity={identity}>
      <Counter label={identity === "v1" ? "Old" : "New"} />
    </ServerHtmlIsland>
  ));
  rerender("v2");
  expect(container.querySelector("h2")!.textContent).toBe("New");
  expect(container.querySelectorAll("section")).toHaveLength(1);
});

test("an island first rendered in the browser (a client navigation) renders its children at once", () => {
  const container = document.createElement("div");
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(
      <ServerHtmlIsland hydration="never" identity="v1">
        <Counter label="Navigated to" />
      </ServerHtmlIsland>,
    );
  });
  expect(container.querySelector("h2")!.textContent).toBe("Navigated to");
  expect(container.firstElementChild!.getAttribute("style")).toBe("display: contents;");
});

/** A signup-like form: a controlled field and a consent box, and what was sent. */
function SignupForm() {
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(`${email}|${consent}`);
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input type="checkbox" aria-label="Consent" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      <output>{sent ?? "not sent"}</output>
    </form>
  );
}

test("interaction: what the shopper typed before the code came is carried over, and a form sent early is sent by the code", async () => {
  let release!: () => void;
  const { container } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="interaction" identity={identity} prepare={() => new Promise<void>((resolve) => (release = resolve))}>
      <SignupForm />
    </ServerHtmlIsland>
  ));
  const serverField = container.querySelector("input")!;
  await act(async () => serverField.focus());
  // Typed and ticked into the server's HTML while the code is on its way, then Enter.
  serverField.value = "ada@example.com";
  (container.querySelector("input[type=checkbox]") as HTMLInputElement).checked = true;
  let pageLoad = false;
  const form = container.querySelector("form")!;
  // Seen last (the document, after React's listener on the root): was the page load stopped?
  const onSubmit = (event: Event) => (pageLoad = !event.defaultPrevented);
  document.addEventListener("submit", onSubmit);
  await act(async () => form.requestSubmit());
  document.removeEventListener("submit", onSubmit);
  expect(pageLoad).toBe(false);
  await act(async () => release());
  expect(container.querySelector("input")).not.toBe(serverField);
  expect(container.querySelector("input")!.value).toBe("ada@example.com");
  expect(document.activeElement).toBe(container.querySelector("input"));
  expect(container.querySelector("output")!.textContent).toBe("ada@example.com|true");
});

/** A widget moved with arrow keys (a carousel, say): counts the moves. */
function Slider() {
  const [slide, setSlide] = useState(0);
  return (
    <div
      role="region"
      aria-label="Slider"
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") setSlide(slide + 1);
        if (event.key === "Enter") setSlide(100);
      }}
    >
      Slide {slide}
    </div>
  );
}

test("interaction: arrow keys pressed while the code loads move the live widget; keys with a native action are not pressed twice", async () => {
  let release!: () => void;
  const { container } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="interaction" identity={identity} prepare={() => new Promise<void>((resolve) => (release = resolve))}>
      <Slider />
    </ServerHtmlIsland>
  ));
  const serverSlider = container.querySelector("[role=region]") as HTMLElement;
  await act(async () => serverSlider.focus());
  await act(async () => {
    serverSlider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    serverSlider.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    serverSlider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  });
  expect(serverSlider.textContent).toBe("Slide 0");
  await act(async () => release());
  const liveSlider = container.querySelector("[role=region]")!;
  expect(liveSlider).not.toBe(serverSlider);
  expect(liveSlider.textContent).toBe("Slide 2");
  expect(document.activeElement).toBe(liveSlider);
});

/** An IntersectionObserver the test drives: `enter()` reports the watched elements in view. */
function fakeIntersectionObserver() {
  const watchers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; watched: Element[]; observer: IntersectionObserver }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      watchers.push({ callback, options, watched: [], observer: this as unknown as IntersectionObserver });
    }
    observe(element: Element) {
      watchers.find((entry) => entry.observer === (this as unknown))!.watched.push(element);
    }
    unobserve() {}
    disconnect() {
      const entry = watchers.find((candidate) => candidate.observer === (this as unknown));
      if (entry) entry.watched = [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    watchers,
    enter: () => {
      for (const { callback, watched, observer } of watchers) {
        const entries = watched.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry);
        if (entries.length) callback(entries, observer);
      }
    },
  };
}

test("enhance: runs on the kept server HTML once it comes within 200px, and is cleaned up when the block wakes", async () => {
  const viewport = fakeIntersectionObserver();
  try {
    const cleanup = vi.fn();
    const enhancer = vi.fn((_root: Element) => cleanup);
    const enhance = vi.fn(() => Promise.resolve({ default: enhancer }));
    const { html, container } = await serverThenHydrate((identity) => (
      <ServerHtmlIsland hydration="interaction" identity={identity} prepare={() => Promise.resolve()} enhance={enhance}>
        <Counter label="Tiles" />
      </ServerHtmlIsland>
    ));
    expect(enhance).not.toHaveBeenCalled();
    await act(async () => viewport.enter());
    expect(enhancer).toHaveBeenCalledTimes(1);
    expect(enhancer.mock.calls[0]![0].querySelector("h2")?.textContent).toBe("Tiles");
    // It ran on the server's HTML, which stays.
    expect(container.innerHTML).toBe(html);
    expect(renders).toBe(0);
    await act(async () => container.querySelector("button")!.focus());
    expect(cleanup).toHaveBeenCalledTimes(1);
  } finally {
    vi.unstubAllGlobals();
  }
});

test("new content from the page context: the server HTML stays until the code is there, then the block renders it (no skeleton between)", async () => {
  let release!: () => void;
  const prepare = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  const { html, container, rerender } = await serverThenHydrate((identity) => (
    <ServerHtmlIsland hydration="interaction" identity={identity} prepare={prepare}>
      <Counter label={identity === "v1" ? "Pending" : "Decided"} />
    </ServerHtmlIsland>
  ));
  rerender("v2");
  expect(prepare).toHaveBeenCalledTimes(1);
  expect(container.innerHTML).toBe(html);
  await act(async () => release());
  expect(container.querySelector("h2")?.textContent).toBe("Decided");
});
