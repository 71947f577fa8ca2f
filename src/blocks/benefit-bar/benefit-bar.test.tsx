// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { forgetDismissal } from "../../ui/remembered-dismissal.ts";
import BenefitBar, { benefitBarStorageKey } from "./benefit-bar.tsx";
import { benefitBarSchema } from "./schema.ts";

const BLOCK_ID = "benefits-test";
const props = (fields: Record<string, unknown> = {}) => ({
  ...benefitBarSchema.parse({
    benefits: [
      { text: "Free shipping over $75" },
      { text: "Free returns within 60 days", target: { text: "Returns help", url: "/en-us/help/returns/how-to-return" } },
    ],
    ...fields,
  }),
  blockId: BLOCK_ID,
});
const region = () => screen.queryByRole("group", { name: "Our promises" });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  forgetDismissal(benefitBarStorageKey(BLOCK_ID));
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("benefit bar", () => {
  test("lists the benefits; a benefit with a target is a link", () => {
    render(<BenefitBar {...props()} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Free shipping over $75", "Free returns within 60 days"]);
    expect(screen.getByRole("link", { name: "Free returns within 60 days" }).getAttribute("href")).toBe("/en-us/help/returns/how-to-return");
  });

  test.each([
    [false, false],
    [true, true],
  ])("closable %s: close button %s", (closable, hasButton) => {
    render(<BenefitBar {...props({ closable })} />);
    expect(screen.queryByRole("button", { name: "Close" }) !== null).toBe(hasButton);
  });

  test("closing hides it and is remembered", () => {
    const { unmount } = render(<BenefitBar {...props({ closable: true })} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(region()).toBeNull();
    expect(window.localStorage.getItem(benefitBarStorageKey(BLOCK_ID))).toBe("closed");
    unmount();
    render(<BenefitBar {...props({ closable: true })} />);
    expect(region()).toBeNull();
  });

  test("server HTML shows it; hydration hides a closed one without a mismatch", async () => {
    window.localStorage.setItem(benefitBarStorageKey(BLOCK_ID), "closed");
    const element = <BenefitBar {...props({ closable: true })} />;
    const html = renderToString(element);
    expect(html).toContain("Free shipping over $75");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("");
    act(() => root!.unmount());
    container.remove();
  });

  test("blocked storage: closing still hides it for this page", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      render(<BenefitBar {...props({ closable: true })} />);
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
      expect(region()).toBeNull();
    } finally {
      Object.defineProperty(window, "localStorage", original);
    }
  });
});

describe("schema", () => {
  test.each([
    ["no benefits", { benefits: [] }, "benefits", "A benefit bar needs at least one benefit"],
    ["five benefits", { benefits: Array.from({ length: 5 }, (_, index) => ({ text: `B${index}` })) }, "benefits", "A benefit bar shows at most 4 benefits"],
    ["an empty text", { benefits: [{ text: " " }] }, "benefits.0.text", "A benefit needs a text"],
    ["faint text", { benefits: [{ text: "x" }], textColor: "#aaaaaa" }, "textColor", "Text colour #aaaaaa on #f3f4f2 has a contrast of 2.11:1; shoppers need at least 4.5:1"],
    ["an unsafe link", { benefits: [{ text: "x", target: { url: "data:text/html,x" } }] }, "benefits.0.target.url", "Unsafe URL: only relative, http(s), mailto and tel links are allowed"],
  ])("refuses %s", (_name, input, path, message) => {
    const result = benefitBarSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([path, message]);
  });
});
