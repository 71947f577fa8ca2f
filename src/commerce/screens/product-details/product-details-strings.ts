import { siteById } from "../../../../contracts/sites.ts";

/** The fixed words of the product details screen, in each site language. */
export interface ProductDetailsStrings {
  breadcrumbs: string;
  home: string;
  pictures: string;
  /** Alt text of a picture: product, colour and view. */
  pictureAlt: (product: string, colour: string, view: string) => string;
  views: Record<"front" | "back" | "detail" | "worn", string>;
  slideOf: (index: number, count: number) => string;
  showPicture: (index: number, view: string) => string;
  zoom: (alt: string) => string;
  zoomTitle: (product: string) => string;
  previousPicture: string;
  nextPicture: string;
  close: string;
  rating: (score: string, count: number) => string;
  reviewsCount: (count: string) => string;
  noReviews: string;
  price: { sale: string; was: string; price: string };
  colour: string;
  size: string;
  soldOut: string;
  inStoresOnlyMark: string;
  inStock: string;
  onlyLeft: (count: number) => string;
  lowStock: string;
  inStoreOnly: string;
  outOfStock: string;
  quantity: string;
  decrease: string;
  increase: string;
  addToCart: string;
  adding: string;
  chooseSize: string;
  inStoreOnlyHint: string;
  pickUpInStore: string;
  notifyMe: string;
  notifyTitle: string;
  notifyIntro: (product: string, variant: string) => string;
  email: string;
  invalidEmail: string;
  notifySubmit: string;
  notifySent: (email: string) => string;
  /** The list of the product's promotion callouts. */
  offers: string;
}

const en: ProductDetailsStrings = {
  breadcrumbs: "Breadcrumb",
  home: "Home",
  pictures: "Product pictures",
  pictureAlt: (product, colour, view) => `${product} in ${colour}, ${view}`,
  views: { front: "front view", back: "back view", detail: "detail view", worn: "worn" },
  slideOf: (index, count) => `${index} of ${count}`,
  showPicture: (index, view) => `Show picture ${index}: ${view}`,
  zoom: (alt) => `Zoom in: ${alt}`,
  zoomTitle: (product) => `${product}: pictures`,
  previousPicture: "Previous picture",
  nextPicture: "Next picture",
  close: "Close",
  rating: (score, count) => `Rated ${score} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`,
  reviewsCount: (count) => `(${count})`,
  noReviews: "No reviews yet",
  price: { sale: "Sale price", was: "was", price: "Price" },
  colour: "Colour",
  size: "Size",
  soldOut: "sold out",
  inStoresOnlyMark: "in stores only",
  inStock: "In stock",
  onlyLeft: (count) => `Only ${count} left`,
  lowStock: "Low stock",
  inStoreOnly: "Available in stores only",
  outOfStock: "Out of stock",
  quantity: "Quantity",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  addToCart: "Add to cart",
  adding: "Adding…",
  chooseSize: "Please choose a size.",
  inStoreOnlyHint: "This size can only be picked up in a store.",
  pickUpInStore: "Pick up in store",
  notifyMe: "Notify me when back in stock",
  notifyTitle: "Back in stock alert",
  notifyIntro: (product, variant) => `We will email you once when ${product} (${variant}) is back in stock.`,
  email: "Email address",
  invalidEmail: "Enter an email address like name@example.com.",
  notifySubmit: "Notify me",
  notifySent: (email) => `Done. We will write to ${email} when it is back.`,
  offers: "Offers",
};

const fr: ProductDetailsStrings = {
  breadcrumbs: "Fil d'Ariane",
  home: "Accueil",
  pictures: "Photos du produit",
  pictureAlt: (product, colour, view) => `${product} en ${colour}, ${view}`,
  views: { front: "vue de face", back: "vue de dos", detail: "détail", worn: "porté" },
  slideOf: (index, count) => `${index} sur ${count}`,
  showPicture: (index, view) => `Afficher la photo ${index} : ${view}`,
  zoom: (alt) => `Agrandir : ${alt}`,
  zoomTitle: (product) => `${product} : photos`,
  previousPicture: "Photo précédente",
  nextPicture: "Photo suivante",
  close: "Fermer",
  rating: (score, count) => `Noté ${score} sur 5, ${count} avis`,
  reviewsCount: (count) => `(${count})`,
  noReviews: "Pas encore d'avis",
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
  colour: "Couleur",
  size: "Taille",
  soldOut: "épuisé",
  inStoresOnlyMark: "en magasin seulement",
  inStock: "En stock",
  onlyLeft: (count) => `Plus que ${count} en stock`,
  lowStock: "Stock faible",
  inStoreOnly: "Disponible en magasin uniquement",
  outOfStock: "Rupture de stock",
  quantity: "Quantité",
  decrease: "Diminuer la quantité",
  increase: "Augmenter la quantité",
  addToCart: "Ajouter au panier",
  adding: "Ajout…",
  chooseSize: "Veuillez choisir une taille.",
  inStoreOnlyHint: "Cette taille est uniquement à retirer en magasin.",
  pickUpInStore: "Retrait en magasin",
  notifyMe: "M'avertir du retour en stock",
  notifyTitle: "Alerte de retour en stock",
  notifyIntro: (product, variant) => `Nous vous écrirons une fois quand ${product} (${variant}) sera de retour en stock.`,
  email: "Adresse e-mail",
  invalidEmail: "Saisissez une adresse comme nom@exemple.com.",
  notifySubmit: "M'avertir",
  notifySent: (email) => `C'est noté. Nous écrirons à ${email} dès son retour.`,
  offers: "Offres",
};

const de: ProductDetailsStrings = {
  breadcrumbs: "Brotkrümelnavigation",
  home: "Startseite",
  pictures: "Produktbilder",
  pictureAlt: (product, colour, view) => `${product} in ${colour}, ${view}`,
  views: { front: "Vorderansicht", back: "Rückansicht", detail: "Detailansicht", worn: "getragen" },
  slideOf: (index, count) => `${index} von ${count}`,
  showPicture: (index, view) => `Bild ${index} zeigen: ${view}`,
  zoom: (alt) => `Vergrößern: ${alt}`,
  zoomTitle: (product) => `${product}: Bilder`,
  previousPicture: "Vorheriges Bild",
  nextPicture: "Nächstes Bild",
  close: "Schließen",
  rating: (score, count) => `Mit ${score} von 5 bewertet, ${count} ${count === 1 ? "Bewertung" : "Bewertungen"}`,
  reviewsCount: (count) => `(${count})`,
  noReviews: "Noch keine Bewertungen",
  price: { sale: "Sonderpreis", was: "statt", price: "Preis" },
  colour: "Farbe",
  size: "Größe",
  soldOut: "ausverkauft",
  inStoresOnlyMark: "nur im Geschäft",
  inStock: "Auf Lager",
  onlyLeft: (count) => `Nur noch ${count} verfügbar`,
  lowStock: "Geringer Bestand",
  inStoreOnly: "Nur im Geschäft erhältlich",
  outOfStock: "Ausverkauft",
  quantity: "Menge",
  decrease: "Menge verringern",
  increase: "Menge erhöhen",
  addToCart: "In den Warenkorb",
  adding: "Wird hinzugefügt…",
  chooseSize: "Bitte wählen Sie eine Größe.",
  inStoreOnlyHint: "Diese Größe gibt es nur zur Abholung im Geschäft.",
  pickUpInStore: "Im Geschäft abholen",
  notifyMe: "Benachrichtigen, wenn wieder verfügbar",
  notifyTitle: "Verfügbarkeitsalarm",
  notifyIntro: (product, variant) => `Wir schreiben Ihnen einmal, sobald ${product} (${variant}) wieder verfügbar ist.`,
  email: "E-Mail-Adresse",
  invalidEmail: "Geben Sie eine Adresse wie name@beispiel.de ein.",
  notifySubmit: "Benachrichtigen",
  notifySent: (email) => `Erledigt. Wir schreiben an ${email}, sobald es wieder da ist.`,
  offers: "Angebote",
};

const BY_LANGUAGE: Record<string, ProductDetailsStrings> = { en, fr, de };

/** The strings of the site's language; English for a language without its own. */
export const productDetailsStrings = (siteId: string): ProductDetailsStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
