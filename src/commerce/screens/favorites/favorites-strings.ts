import { siteById } from "../../../../contracts/sites.ts";

/** The favourites screen's words, per site language (English for a language without its own). */
export interface FavoritesStrings {
  heading: string;
  sharedHeading: string;
  sharedIntro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  sharedNotFound: string;
  sharedLinkInvalid: string;
  itemCount: (count: number) => string;
  items: string;
  colour: (colour: string) => string;
  size: (size: string) => string;
  quantity: (count: number) => string;
  price: { sale: string; was: string; price: string };
  noPrice: string;
  inStock: string;
  outOfStock: string;
  addToCart: string;
  adding: string;
  added: string;
  chooseSize: string;
  remove: string;
  removing: string;
  removed: (name: string) => string;
  emptyTitle: string;
  emptyText: string;
  emptyCta: string;
  guestText: string;
  signIn: string;
  share: string;
  sharing: string;
  shareTitle: string;
  shareLabel: string;
  shareHint: string;
  copy: string;
  copied: string;
  copyFallback: string;
  regenerate: string;
  regenerated: string;
  pages: string;
  previous: string;
  next: string;
  showing: (from: number, to: number, total: number) => string;
}

const en: FavoritesStrings = {
  heading: "Your favourites",
  sharedHeading: "A shared list",
  sharedIntro: "Someone shared their favourites with you. Add what you like to your cart.",
  loading: "Loading the favourites…",
  loadFailed: "We could not load the favourites just now.",
  retry: "Try again",
  sharedNotFound: "This shared list is no longer available: its owner may have made a new link.",
  sharedLinkInvalid: "This link to a shared list is not complete. Ask for the link again.",
  itemCount: (count) => `${count} ${count === 1 ? "item" : "items"}`,
  items: "Favourites",
  colour: (colour) => `Colour: ${colour}`,
  size: (size) => `Size: ${size}`,
  quantity: (count) => `Quantity: ${count}`,
  price: { sale: "Sale price", was: "was", price: "Price" },
  noPrice: "Price not available",
  inStock: "In stock online",
  outOfStock: "Out of stock online",
  addToCart: "Add to cart",
  adding: "Adding…",
  added: "Added to your cart.",
  chooseSize: "Choose a size",
  remove: "Remove",
  removing: "Removing…",
  removed: (name) => `${name} was removed from your favourites.`,
  emptyTitle: "No favourites yet",
  emptyText: "Tap the heart on a product to keep it here for later.",
  emptyCta: "Start shopping",
  guestText: "Your favourites are kept on this device. Sign in to keep them in your account and see them everywhere.",
  signIn: "Sign in",
  share: "Share your list",
  sharing: "Making a link…",
  shareTitle: "Share your list",
  shareLabel: "Link to your list",
  shareHint: "Anyone with this link can see your list, but not change it.",
  copy: "Copy link",
  copied: "Link copied.",
  copyFallback: "The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
  regenerate: "Make a new link",
  regenerated: "A new link was made. The old link no longer works.",
  pages: "Pages of the list",
  previous: "Previous",
  next: "Next",
  showing: (from, to, total) => `Items ${from}–${to} of ${total}`,
};

const fr: FavoritesStrings = {
  heading: "Vos favoris",
  sharedHeading: "Une liste partagée",
  sharedIntro: "Quelqu’un a partagé ses favoris avec vous. Ajoutez ce qui vous plaît à votre panier.",
  loading: "Chargement des favoris…",
  loadFailed: "Les favoris n’ont pas pu être chargés.",
  retry: "Réessayer",
  sharedNotFound: "Cette liste partagée n’est plus disponible : son auteur a peut-être créé un nouveau lien.",
  sharedLinkInvalid: "Ce lien vers une liste partagée est incomplet. Demandez à nouveau le lien.",
  itemCount: (count) => `${count} ${count === 1 ? "article" : "articles"}`,
  items: "Favoris",
  colour: (colour) => `Couleur : ${colour}`,
  size: (size) => `Taille : ${size}`,
  quantity: (count) => `Quantité : ${count}`,
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
  noPrice: "Prix non disponible",
  inStock: "En stock en ligne",
  outOfStock: "Épuisé en ligne",
  addToCart: "Ajouter au panier",
  adding: "Ajout…",
  added: "Ajouté à votre panier.",
  chooseSize: "Choisir une taille",
  remove: "Retirer",
  removing: "Retrait…",
  removed: (name) => `${name} a été retiré de vos favoris.`,
  emptyTitle: "Aucun favori pour l’instant",
  emptyText: "Touchez le cœur d’un produit pour le garder ici.",
  emptyCta: "Magasiner",
  guestText: "Vos favoris sont gardés sur cet appareil. Connectez-vous pour les garder dans votre compte et les retrouver partout.",
  signIn: "Se connecter",
  share: "Partager votre liste",
  sharing: "Création du lien…",
  shareTitle: "Partager votre liste",
  shareLabel: "Lien vers votre liste",
  shareHint: "Toute personne ayant ce lien peut voir votre liste, sans pouvoir la modifier.",
  copy: "Copier le lien",
  copied: "Lien copié.",
  copyFallback: "Le lien est sélectionné : appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.",
  regenerate: "Créer un nouveau lien",
  regenerated: "Un nouveau lien a été créé. L’ancien ne fonctionne plus.",
  pages: "Pages de la liste",
  previous: "Précédent",
  next: "Suivant",
  showing: (from, to, total) => `Articles ${from} à ${to} sur ${total}`,
};

const de: FavoritesStrings = {
  heading: "Ihre Favoriten",
  sharedHeading: "Eine geteilte Liste",
  sharedIntro: "Jemand hat seine Favoriten mit Ihnen geteilt. Legen Sie in den Warenkorb, was Ihnen gefällt.",
  loading: "Favoriten werden geladen…",
  loadFailed: "Die Favoriten konnten gerade nicht geladen werden.",
  retry: "Erneut versuchen",
  sharedNotFound: "Diese geteilte Liste gibt es nicht mehr: Vielleicht wurde ein neuer Link erstellt.",
  sharedLinkInvalid: "Dieser Link zu einer geteilten Liste ist unvollständig. Bitten Sie noch einmal um den Link.",
  itemCount: (count) => `${count} Artikel`,
  items: "Favoriten",
  colour: (colour) => `Farbe: ${colour}`,
  size: (size) => `Größe: ${size}`,
  quantity: (count) => `Menge: ${count}`,
  price: { sale: "Angebotspreis", was: "statt", price: "Preis" },
  noPrice: "Preis nicht verfügbar",
  inStock: "Online vorrätig",
  outOfStock: "Online ausverkauft",
  addToCart: "In den Warenkorb",
  adding: "Wird hinzugefügt…",
  added: "In den Warenkorb gelegt.",
  chooseSize: "Größe wählen",
  remove: "Entfernen",
  removing: "Wird entfernt…",
  removed: (name) => `${name} wurde aus Ihren Favoriten entfernt.`,
  emptyTitle: "Noch keine Favoriten",
  emptyText: "Tippen Sie bei einem Produkt auf das Herz, um es hier für später zu merken.",
  emptyCta: "Jetzt einkaufen",
  guestText: "Ihre Favoriten werden auf diesem Gerät gespeichert. Melden Sie sich an, um sie in Ihrem Konto zu behalten und überall zu sehen.",
  signIn: "Anmelden",
  share: "Liste teilen",
  sharing: "Link wird erstellt…",
  shareTitle: "Liste teilen",
  shareLabel: "Link zu Ihrer Liste",
  shareHint: "Wer diesen Link hat, kann Ihre Liste sehen, aber nicht ändern.",
  copy: "Link kopieren",
  copied: "Link kopiert.",
  copyFallback: "Der Link ist markiert: Drücken Sie Strg+C (⌘C auf dem Mac), um ihn zu kopieren.",
  regenerate: "Neuen Link erstellen",
  regenerated: "Ein neuer Link wurde erstellt. Der alte Link funktioniert nicht mehr.",
  pages: "Seiten der Liste",
  previous: "Zurück",
  next: "Weiter",
  showing: (from, to, total) => `Artikel ${from}–${to} von ${total}`,
};

const BY_LANGUAGE: Record<string, FavoritesStrings> = { en, fr, de };

export const favoritesStrings = (siteId: string): FavoritesStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
