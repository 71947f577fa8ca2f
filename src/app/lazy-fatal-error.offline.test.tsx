// @vitest-environment jsdom
import { Suspense } from "react";
import { act, render } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { siteForLocalePath } from "../../contracts/sites.ts";
import { FatalError, PageError } from "./lazy-fatal-error.tsx";

// The error page's code cannot be fetched: the browser is offline, which may be why the page failed.
vi.mock("./fatal-error.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

async function rendered(element: React.ReactElement) {
  let container!: HTMLElement;
  await act(async () => {
    container = render(<Suspense>{element}</Suspense>).container;
  });
  return container;
}

describe("an error page whose code cannot load", () => {
  test("the last resort still says what happened, in English, with a link to the site's home: never a blank page", async () => {
    const page = await rendered(<FatalError status={500} site={siteForLocalePath("de-de")} />);
    expect(page.querySelector("h1")?.textContent).toBe("Something went wrong");
    expect(page.querySelector("a")?.getAttribute("href")).toBe("/de-de");
  });

  test("a page's failure inside the site's layout says it too (the header and footer link home)", async () => {
    const page = await rendered(<PageError status={404} site={siteForLocalePath("fr-ca")} />);
    expect(page.querySelector("h1")?.textContent).toBe("Page not found");
    expect(page.querySelector("a")).toBeNull();
  });
});
