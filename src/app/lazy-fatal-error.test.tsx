// @vitest-environment jsdom
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { describe, expect, test, vi } from "vitest";
import { siteForLocalePath } from "../../contracts/sites.ts";
import { fatalErrorWordsOf } from "./fatal-error-words.ts";
import { FatalError } from "./lazy-fatal-error.tsx";

const page = (language: string) => (
  <main>
    <Suspense>
      <FatalError status={500} site={siteForLocalePath(language)} />
    </Suspense>
  </main>
);

describe("the error page loaded when a page fails", () => {
  // First in this file: the browser has not loaded the error page when a server-rendered one hydrates.
  test("a hydrating German error page keeps the server's HTML until its code loads, then hydrates without a mismatch", async () => {
    const { loadFatalError } = await import("./lazy-fatal-error.tsx");
    const serverHtml = await (async () => {
      // The server loads it before it renders (entry.server.tsx): a render that would suspend gives no HTML.
      const { FatalErrorContent } = await import("./fatal-error.tsx");
      return renderToString(
        <main>
          <FatalErrorContent status={500} site={siteForLocalePath("de-de")} />
        </main>,
      );
    })();
    const container = document.createElement("div");
    container.innerHTML = serverHtml.replace("<main>", "<main><!--$-->").replace("</main>", "<!--/$--></main>");
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page("de-de"), { onRecoverableError: recoverable });
    });
    expect(container.querySelector("h1")?.textContent).toBe("Etwas ist schiefgelaufen");
    await act(async () => {
      await loadFatalError();
    });
    expect(container.querySelector("h1")?.textContent).toBe("Etwas ist schiefgelaufen");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/de-de");
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe("fatalErrorWordsOf", () => {
  test.each([
    ["de", "Etwas ist schiefgelaufen"],
    ["fr", "Une erreur s’est produite"],
    ["en", "Something went wrong"],
    ["es", "Something went wrong"],
    [undefined, "Something went wrong"],
  ])("%s: %s", (language, title) => {
    expect(fatalErrorWordsOf(language).failedTitle).toBe(title);
  });

  test("every language has every word", () => {
    const english = Object.keys(fatalErrorWordsOf("en")).sort();
    for (const language of ["fr", "de"]) expect(Object.keys(fatalErrorWordsOf(language)).sort()).toEqual(english);
  });
});
