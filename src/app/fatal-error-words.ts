/** The words of the last-resort error page (root.tsx) and of the server's plain 500 answer. */
export interface FatalErrorWords {
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  failedText: string;
  home: string;
}

const en: FatalErrorWords = {
  notFoundTitle: "Page not found",
  notFoundText: "The page you asked for does not exist.",
  failedTitle: "Something went wrong",
  failedText: "We could not load this page. Please try again in a moment.",
  home: "Go to the home page",
};

const fr: FatalErrorWords = {
  notFoundTitle: "Page introuvable",
  notFoundText: "La page demandée n’existe pas.",
  failedTitle: "Une erreur s’est produite",
  failedText: "Nous n’avons pas pu charger cette page. Veuillez réessayer dans un instant.",
  home: "Aller à la page d’accueil",
};

const de: FatalErrorWords = {
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Die angeforderte Seite gibt es nicht.",
  failedTitle: "Etwas ist schiefgelaufen",
  failedText: "Wir konnten diese Seite nicht laden. Bitte versuchen Sie es gleich noch einmal.",
  home: "Zur Startseite",
};

const BY_LANGUAGE: Readonly<Record<string, FatalErrorWords>> = { en, fr, de };

/**
 * The words in a language; English for another or none. All three languages in one table: only
 * the error page's own chunk (lazy-fatal-error.tsx) and the server import it, never the shell.
 */
export const fatalErrorWordsOf = (language: string | undefined): FatalErrorWords => (language && BY_LANGUAGE[language]) || en;
