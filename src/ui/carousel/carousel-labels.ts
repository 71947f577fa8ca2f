/**
 * Words a carousel says to assistive technology, per site language. The storefront has no
 * message catalogue for UI strings yet; these few live beside the carousel until it has one.
 */
export interface CarouselLabels {
  /** `aria-roledescription` of the carousel. */
  carousel: string;
  /** `aria-roledescription` of a slide. */
  slide: string;
  /** Name of a slide: its position. */
  slideOf: (position: number, count: number) => string;
  /** Announced after a shopper moves the carousel. */
  status: (position: number, count: number) => string;
  previous: string;
  next: string;
  /** The rotation control while the carousel rotates. */
  pause: string;
  /** The rotation control while it does not. */
  play: string;
  /** Name of the group of indicator dots. */
  indicators: string;
  /** Name of one indicator dot. */
  goTo: (position: number, count: number) => string;
  /** Fallback name of a carousel without a title. */
  fallbackName: string;
}

const en: CarouselLabels = {
  carousel: "carousel",
  slide: "slide",
  slideOf: (position, count) => `${position} of ${count}`,
  status: (position, count) => `Slide ${position} of ${count}`,
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause automatic rotation",
  play: "Start automatic rotation",
  indicators: "Choose a slide",
  goTo: (position, count) => `Show slide ${position} of ${count}`,
  fallbackName: "Featured content",
};

const fr: CarouselLabels = {
  carousel: "carrousel",
  slide: "diapositive",
  slideOf: (position, count) => `${position} sur ${count}`,
  status: (position, count) => `Diapositive ${position} sur ${count}`,
  previous: "Diapositive précédente",
  next: "Diapositive suivante",
  pause: "Mettre en pause la rotation automatique",
  play: "Démarrer la rotation automatique",
  indicators: "Choisir une diapositive",
  goTo: (position, count) => `Afficher la diapositive ${position} sur ${count}`,
  fallbackName: "Contenu à la une",
};

const de: CarouselLabels = {
  carousel: "Karussell",
  slide: "Folie",
  slideOf: (position, count) => `${position} von ${count}`,
  status: (position, count) => `Folie ${position} von ${count}`,
  previous: "Vorherige Folie",
  next: "Nächste Folie",
  pause: "Automatischen Wechsel anhalten",
  play: "Automatischen Wechsel starten",
  indicators: "Folie auswählen",
  goTo: (position, count) => `Folie ${position} von ${count} zeigen`,
  fallbackName: "Empfohlene Inhalte",
};

const BY_LANGUAGE: Record<string, CarouselLabels> = { en, fr, de };

/** Labels for a site language (`en`, `fr`, `de`), or for the language of a locale path (`fr-ca`); English otherwise. */
export function carouselLabels(languageOrLocalePath: string | undefined): CarouselLabels {
  const language = (languageOrLocalePath ?? "en").slice(0, 2).toLowerCase();
  return BY_LANGUAGE[language] ?? en;
}
