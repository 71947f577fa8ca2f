/**
 * The words of the last-resort error page (root.tsx), of the server's plain 500 answer, and of a
 * page that failed inside the site's layout (content-route.tsx's ContentErrorBoundary: `page…`).
 */
export interface FatalErrorWords {
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText: string;
  home: string;
  pageFailedTitle: string;
  pageFailedText: string;
}

const en: FatalErrorWords = {
  notFoundTitle: "Page not found",
  notFoundText: "The page you asked for does not exist.",
  failedTitle: "Something went wrong",
  failedText: "We could not load this page. Please try again in a moment.",
  home: "Go to the home page",
  pageFailedTitle: "This page is temporarily unavailable",
  pageFailedText: "Please try again in a moment.",
};

const fr: FatalErrorWords = {
  notFoundTitle: "Page introuvable",
  notFoundText: "La page demandée n’existe pas.",
  failedTitle: "Une erreur s’est produite",
  failedText: "Nous n’avons pas pu charger cette page. Veuillez réessayer dans un instant.",
  home: "Aller à la page d’accueil",
  pageFailedTitle: "Cette page est temporairement indisponible",
  pageFailedText: "Veuillez réessayer dans un instant.",
};

const de: FatalErrorWords = {
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Die angeforderte Seite gibt es nicht.",
  failedTitle: "Etwas ist schiefgelaufen",
  failedText: "Wir konnten diese Seite nicht laden. Bitte versuchen Sie es gleich noch einmal.",
  home: "Zur Startseite",
  pageFailedTitle: "Diese Seite ist vorübergehend nicht verfügbar",
  pageFailedText: "Bitte versuchen Sie es gleich noch einmal.",
};

const BY_LANGUAGE: Readonly<Record<string, FatalErrorWords>> = { en, fr, de };

/**
 * The words in a language; English for another or none. All three languages in one table: only
 * the error page's own chunk (lazy-fatal-error.tsx) and the server import it, never the shell.
 */
export const fatalErrorWordsOf = (language: string | undefined): FatalErrorWords => (language && BY_LANGUAGE[language]) || en;
