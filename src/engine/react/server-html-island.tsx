import type { Hydration } from "../hydration.ts";
import type { ServerHtmlEnhancer } from "../../registry/define-block.ts";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { onServer, stylesComeWithCode } from "./environment.ts";
import { ENHANCE_ROOT_MARGIN } from "./lazy-mount.tsx";

const noSubscription = () => () => {};
const duringHydration = () => true;
const afterHydration = () => false;

/** The same look on the server and in the browser: the island's box takes no part in layout. */
const ISLAND_STYLE = { display: "contents" } as const;

/** Where an element sits under `root`, as child indexes, so that the same place can be found in a re-rendered copy. */
function pathFrom(root: Element, target: Element): number[] | undefined {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return undefined;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** A form field the shopper changed in the server's HTML before the code came. */
interface ChangedField {
  path: number[];
  value?: string;
  checked?: boolean;
}

function changedFields(root: Element): ChangedField[] {
  const changed: ChangedField[] = [];
  for (const field of root.querySelectorAll("input, textarea, select")) {
    const path = pathFrom(root, field);
    if (!path) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) changed.push({ path, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (initial && field.value !== initial.value) changed.push({ path, value: field.value });
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) {
      changed.push({ path, value: field.value });
    }
  }
  return changed;
}

/** Gives the live copy of each field what the shopper entered, through the events React listens to. */
function restoreFields(root: Element, fields: readonly ChangedField[]) {
  for (const { path, value, checked } of fields) {
    const copy = elementAt(root, path);
    if (checked !== undefined) {
      if (copy instanceof HTMLInputElement && copy.checked !== checked) copy.click();
    } else if (value !== undefined && (copy instanceof HTMLInputElement || copy instanceof HTMLTextAreaElement || copy instanceof HTMLSelectElement)) {
      // The prototype's setter, not `copy.value =`: React then sees a change it did not make.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(copy), "value")?.set?.call(copy, value);
      copy.dispatchEvent(new Event(copy instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  }
}

/**
 * Keys that move within a widget (a carousel, a menu) and do nothing to server HTML: pressed
 * while the code loads, they are pressed again on the live copy. Keys with a native action
 * (Enter, Space on a button, Tab) are not: the browser already did what they do.
 */
const NAVIGATION_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

interface KeyPress {
  path: number[];
  init: KeyboardEventInit;
}

export interface ServerHtmlIslandProps {
  hydration: Exclude<Hydration, "load">;
  /**
   * Interaction islands: loads the code, resolving once rendering `children` will not suspend
   * (so the server's HTML is replaced by the same markup without a skeleton in between).
   */
  prepare?: () => Promise<unknown>;
  /**
   * What the island shows. Kept as the server's HTML only while it is the same as what the
   * server rendered: a new `identity` (new props after a revalidation, say) renders `children`.
   */
  identity: string;
  children: ReactNode;
  /**
   * Behaviour for the server's HTML while it is kept (registry/define-block.ts `enhance`): loaded
   * and run when the block comes within 200px of the viewport, cleaned up when the block wakes.
   */
  enhance?: () => Promise<{ default: ServerHtmlEnhancer }>;
}

/**
 * The island as the server renders it: its box around the block. The same element as
 * `ServerHtmlIsland` renders there, without the component and its dozen hooks that only the
 * browser needs (a page renders one per kept block, every request).
 */
export function serverIslandElement(hydration: ServerHtmlIslandProps["hydration"], children: ReactNode, key?: string): ReactNode {
  return (
    <div key={key} data-island={hydration} style={ISLAND_STYLE}>
      {children}
    </div>
  );
}

/**
 * Server-rendered HTML the browser keeps without hydrating it (partial hydration).
 *
 * How: during hydration the island renders an empty `dangerouslySetInnerHTML` element, which
 * React hydrates without touching its children (React neither compares nor patches them), so
 * the server's markup stays and the code behind it is never needed. This is an ordinary
 * hydrated element, not a dehydrated Suspense boundary: context changes and revalidations above
 * it cannot force it to client-render (a pending boundary would lose its HTML then).
 * Islands first mounted by a client render (client navigation, a variant picked in the browser)
 * render their children at once: there is no server HTML to keep.
 */
export function ServerHtmlIsland({ hydration, prepare, identity, children, enhance }: ServerHtmlIslandProps) {
  const hydrating = useSyncExternalStore(noSubscription, afterHydration, duringHydration);
  // Mounted by hydration: the server's HTML is there to keep. Latched: later renders see `false`.
  const [serverIdentity] = useState(() => (hydrating ? identity : undefined));
  const [awake, setAwake] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const focusPath = useRef<number[] | undefined>(undefined);
  const clickPath = useRef<number[] | undefined>(undefined);
  const submitPath = useRef<number[] | undefined>(undefined);
  const fields = useRef<ChangedField[]>([]);
  const keyPresses = useRef<KeyPress[]>([]);
  const waking = useRef(false);

  useLayoutEffect(() => {
    const root = box.current;
    if (!awake || !root) return;
    // What the shopper did to the server's HTML carries over to its live copy: entered values,
    // focus, and a button pressed or a form sent before the code was there (done again now).
    restoreFields(root, fields.current);
    const focused = focusPath.current && elementAt(root, focusPath.current);
    const clicked = clickPath.current && elementAt(root, clickPath.current);
    const submitted = submitPath.current && elementAt(root, submitPath.current);
    const presses = keyPresses.current.map(({ path, init }) => ({ target: elementAt(root, path), init }));
    focusPath.current = clickPath.current = submitPath.current = undefined;
    fields.current = [];
    keyPresses.current = [];
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
    // After React has applied the carried-over values (updates made here render at the end of this commit).
    queueMicrotask(() => {
      if (clicked instanceof HTMLElement) clicked.click();
      else if (submitted instanceof HTMLFormElement && submitted.isConnected) submitted.requestSubmit();
      // One render per key, as for keys pressed one at a time (handlers see the state the last one left).
      for (const { target, init } of presses) flushSync(() => target?.dispatchEvent(new KeyboardEvent("keydown", init)));
    });
  }, [awake]);

  useEffect(() => {
    // Development only: the block's styles come with its code (see stylesComeWithCode).
    if (stylesComeWithCode && prepare) prepare().catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the block's styles
  }, []);

  // New content (a revalidation, a new decision) has no server HTML: the block renders it, once
  // its code is there (the server's HTML stays meanwhile, never a skeleton in between).
  const [preparedFor, setPreparedFor] = useState<string | undefined>(undefined);
  const changed = serverIdentity !== undefined && serverIdentity !== identity;
  const keepsServerHtml = !onServer && serverIdentity !== undefined && !awake && (!changed || (prepare !== undefined && preparedFor !== identity));
  useEffect(() => {
    if (!changed || awake || !prepare || preparedFor === identity) return;
    let live = true;
    const done = () => {
      if (live) setPreparedFor(identity);
    };
    prepare().then(done, done);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `prepare` is a new function each render
  }, [changed, identity, awake, preparedFor]);
  useEffect(() => {
    const root = box.current;
    if (!enhance || !keepsServerHtml || !root) return;
    let cleanup: (() => void) | undefined;
    let done = false;
    const run = () =>
      void enhance().then(
        (module) => {
          if (!done) cleanup = module.default(root);
        },
        () => undefined,
      );
    if (typeof IntersectionObserver === "undefined") {
      run();
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          run();
        },
        { rootMargin: ENHANCE_ROOT_MARGIN },
      );
      for (const child of root.children) observer.observe(child);
      cleanup = () => observer.disconnect();
    }
    return () => {
      done = true;
      cleanup?.();
    };
  }, [enhance, keepsServerHtml]);

  if (!keepsServerHtml) {
    return (
      <div ref={box} data-island={hydration} style={ISLAND_STYLE}>
        {children}
      </div>
    );
  }

  const wake = () => {
    if (hydration !== "interaction" || waking.current) return;
    waking.current = true;
    const done = () => {
      const root = box.current;
      const active = document.activeElement;
      if (root && active && root.contains(active) && active !== root) focusPath.current = pathFrom(root, active);
      if (root) fields.current = changedFields(root);
      setAwake(true);
    };
    // A failed load still wakes the island: the block then shows what it shows on a failure.
    (prepare ? prepare() : Promise.resolve()).then(done, done);
  };
  return (
    <div
      ref={box}
      data-island={hydration}
      style={ISLAND_STYLE}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
      // A moving pointer, not `pointerover`: content scrolling under a resting mouse is no intent.
      onPointerMove={wake}
      onPointerDown={wake}
      onTouchStart={wake}
      onFocus={wake}
      onClick={(event) => {
        // Links work as they are (a document navigation); a button needs the code behind it.
        const button = event.target instanceof Element ? event.target.closest("button, summary, [role='button']") : null;
        if (hydration !== "interaction" || !button || !box.current?.contains(button)) return;
        event.preventDefault();
        clickPath.current = pathFrom(box.current, button);
        wake();
      }}
      onKeyDown={(event) => {
        if (hydration !== "interaction" || !NAVIGATION_KEYS.has(event.key) || !(event.target instanceof Element) || !box.current) return;
        const path = pathFrom(box.current, event.target);
        if (!path) return;
        const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
        keyPresses.current.push({ path, init: { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true } });
        wake();
      }}
      onSubmit={(event) => {
        // A form sent before the code came (Enter in a field) is sent by the code, not as a page load.
        if (hydration !== "interaction" || !(event.target instanceof HTMLFormElement) || !box.current) return;
        event.preventDefault();
        submitPath.current = pathFrom(box.current, event.target);
        wake();
      }}
    />
  );
}
