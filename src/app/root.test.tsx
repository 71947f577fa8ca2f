// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderFailedPage as renderFailedPageWith } from "./testing/render-failed-page.tsx";
import { loadFatalError } from "./lazy-fatal-error.tsx";
import { ErrorBoundary } from "./root.tsx";
import { documentLanguage } from "./document-language.ts";

afterEach(cleanup);

/** The root error boundary of a page whose loader failed with `status`. */
const renderFailedPage = (path: string, status: number) => renderFailedPageWith(ErrorBoundary, path, status);

describe("the root error page is in the site's language", () => {
  // First in this file: the browser loads the error page (code and words) only when a page fails.
  test("a German page that fails before the error page loaded shows it once it has", async () => {
    renderFailedPage("/de-de/cart", 500);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Etwas ist schiefgelaufen");
    expect(screen.getByRole("link", { name: "Zur Startseite" }).getAttribute("href")).toBe("/de-de");
  });

  test.each([
    ["/de-de/cart", 404, "Seite nicht gefunden", "Die angeforderte Seite gibt es nicht.", "Zur Startseite", "/de-de"],
    ["/de-de/p/jacket", 500, "Etwas ist schiefgelaufen", "Wir konnten diese Seite nicht laden. Bitte versuchen Sie es gleich noch einmal.", "Zur Startseite", "/de-de"],
    ["/fr-ca/checkout", 404, "Page introuvable", "La page demandée n’existe pas.", "Aller à la page d’accueil", "/fr-ca"],
    ["/fr-ca", 500, "Une erreur s’est produite", "Nous n’avons pas pu charger cette page. Veuillez réessayer dans un instant.", "Aller à la page d’accueil", "/fr-ca"],
    ["/en-gb/cart", 500, "Something went wrong", "We could not load this page. Please try again in a moment.", "Go to the home page", "/en-gb"],
    ["/xx-yy/cart", 404, "Page not found", "The page you asked for does not exist.", "Go to the home page", "/"],
    ["/workbench", 500, "Something went wrong", "We could not load this page. Please try again in a moment.", "Go to the home page", "/"],
  ])("%s (%i): %s, and a link to the site's home", async (path, status, title, text, home, homeHref) => {
    await loadFatalError();
    renderFailedPage(path, status);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(title);
    expect(screen.getByText(text).tagName).toBe("P");
    expect(screen.getByRole("link", { name: home }).getAttribute("href")).toBe(homeHref);
  });
});

describe("documentLanguage", () => {
  test.each([
    ["the site layout's locale", "de-DE", "/de-de/cart", "de-DE"],
    ["the path's site when the site layout has no data (its loader failed)", undefined, "/fr-ca/p/jacket", "fr-CA"],
    ["English for a path of no site", undefined, "/xx-yy", "en"],
    ["English for the workbench", undefined, "/workbench", "en"],
  ])("%s", (_case, siteLocale, pathname, expected) => {
    expect(documentLanguage(siteLocale, pathname)).toBe(expected);
  });
});
