import type { UpsellStrings } from "./upsell-strings.ts";

/** The upsell's words in French (loaded on French pages only: upsell-strings.ts). */
const words: UpsellStrings = {
  title: "Complétez le look",
  addToCart: "Ajouter au panier",
  adding: "Ajout…",
  addLabel: (name) => `Ajouter ${name} au panier`,
  addingLabel: (name) => `Ajout de ${name} au panier…`,
  added: "Ajouté à votre panier",
  failed: "Une erreur s'est produite",
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
};

export default words;
