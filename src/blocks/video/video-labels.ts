/**
 * Words the video controls say, per site language. The storefront has no message catalogue for
 * UI strings yet (see src/ui/carousel/carousel-labels.ts); these few live beside the player.
 */
export interface VideoLabels {
  pause: string;
  play: string;
  /** Name of a player whose content has no title. */
  fallbackTitle: string;
}

const BY_LANGUAGE: Record<string, VideoLabels> = {
  en: { pause: "Pause video", play: "Play video", fallbackTitle: "Video" },
  fr: { pause: "Mettre la vidéo en pause", play: "Lire la vidéo", fallbackTitle: "Vidéo" },
  de: { pause: "Video anhalten", play: "Video abspielen", fallbackTitle: "Video" },
};

/** Labels for a site language (`en`, `fr`, `de`) or a locale path (`fr-ca`); English otherwise. */
export function videoLabels(languageOrLocalePath: string | undefined): VideoLabels {
  return BY_LANGUAGE[(languageOrLocalePath ?? "en").slice(0, 2).toLowerCase()] ?? BY_LANGUAGE.en!;
}
