// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderFailedPage as renderFailedPageWith } from "../testing/render-failed-page.tsx";
import { loadFatalError } from "../lazy-fatal-error.tsx";
import { ContentErrorBoundary } from "./content-route.tsx";

afterEach(cleanup);

/** The content route error boundary of a page whose loader failed with `status`. */
const renderFailedPage = (path: string, status: number) => renderFailedPageWith(ContentErrorBoundary, path, status);

describe("a page's error message is in the site's language (decision 0040)", () => {
  // First in this file: the browser loads the words with the error page's chunk, only when a page fails.
  test("a German page that fails before the chunk loaded reads German once it has", async () => {
    renderFailedPage("/de-de/help", 500);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Diese Seite ist vorübergehend nicht verfügbar");
    expect(screen.getByRole("alert").textContent).toContain("Bitte versuchen Sie es gleich noch einmal.");
  });

  test.each([
    ["/de-de/help", 503, "Diese Seite ist vorübergehend nicht verfügbar", "Bitte versuchen Sie es gleich noch einmal."],
    ["/de-de/c/jacken", 404, "Seite nicht gefunden", "Die angeforderte Seite gibt es nicht."],
    ["/fr-ca/help", 500, "Cette page est temporairement indisponible", "Veuillez réessayer dans un instant."],
    ["/fr-ca/c/vestes", 404, "Page introuvable", "La page demandée n’existe pas."],
    ["/en-us/our-story", 503, "This page is temporarily unavailable", "Please try again in a moment."],
    ["/en-gb/help", 404, "Page not found", "The page you asked for does not exist."],
    ["/xx-yy/help", 500, "This page is temporarily unavailable", "Please try again in a moment."],
  ])("%s (%i): %s", async (path, status, title, text) => {
    await loadFatalError();
    renderFailedPage(path, status);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(title);
    expect(screen.getByText(text).tagName).toBe("P");
    // Inside the site's layout: its header and footer link home, the message does not.
    expect(screen.queryByRole("link")).toBeNull();
  });

  test("its words are not in every page's shell: the route imports only the lazily loaded error page", () => {
    const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "content-route.tsx"), "utf8");
    expect(source).toContain('from "../lazy-fatal-error.tsx"');
    expect(source).not.toMatch(/fatal-error-words|\/fatal-error\.tsx|Page not found|temporarily unavailable/);
  });
});
