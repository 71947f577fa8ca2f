// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ShowcaseResults } from "./showcase-results.tsx";
import type { ShowcaseEntry } from "./showcase-query.ts";

afterEach(cleanup);

const entry = (id: string, name = `Name of ${id}`): ShowcaseEntry => ({ id, name });

describe("ShowcaseResults", () => {
  test('each entry as "id | name" above its block, in order, marked for the scroll sync', () => {
    const { container } = render(
      <ShowcaseResults entries={[entry("hero-home", "Built for the long way up"), entry("hero-sale")]} numFound={5} loading={false} renderBlock={(item) => <div>block {item.id}</div>} />,
    );
    const items = [...container.querySelectorAll("li[data-showcase-id]")];
    expect(items.map((item) => item.getAttribute("data-showcase-id"))).toEqual(["hero-home", "hero-sale"]);
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(["hero-home | Built for the long way up", "hero-sale | Name of hero-sale"]);
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual(["block hero-home", "block hero-sale"]);
    expect(screen.getByText("Showing 2 of 5")).toBeTruthy();
    expect(screen.queryByText("No results.")).toBeNull();
  });

  test('an empty answer is "No results."', () => {
    const { container } = render(<ShowcaseResults entries={[]} numFound={0} loading={false} />);
    expect(screen.getByText("No results.")).toBeTruthy();
    expect(container.querySelectorAll("[data-showcase-id]")).toHaveLength(0);
  });

  test("a skeleton, busy, while a new query loads", () => {
    const { container } = render(<ShowcaseResults entries={[entry("hero-home")]} loading />);
    const section = screen.getByRole("region", { name: "Results" });
    expect(section.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelectorAll(".block-skeleton").length).toBeGreaterThan(0);
    expect(container.querySelectorAll("[data-showcase-id]")).toHaveLength(0);
    expect(screen.queryByText("No results.")).toBeNull();
  });

  test("not busy once the answer is there", () => {
    render(<ShowcaseResults entries={[]} loading={false} />);
    expect(screen.getByRole("region", { name: "Results" }).getAttribute("aria-busy")).toBe("false");
  });
});
