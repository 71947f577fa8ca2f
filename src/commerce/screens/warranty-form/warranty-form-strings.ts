import { siteById } from "../../../../contracts/sites.ts";
import type { WarrantyIssue } from "./warranty-rules.ts";

/** The warranty form's words, per site language. The validators' own messages are src/forms/validation-messages.ts. */
export interface WarrantyStrings {
  heading: string;
  intro: string;
  signInHeading: string;
  signInText: string;
  signIn: string;
  createAccount: string;
  productId: string;
  productIdHint: string;
  productIdInvalid: string;
  orderNumber: string;
  orderNumberHint: string;
  orderNumberInvalid: string;
  purchaseDate: string;
  /** A date format (`DD/MM/YYYY`) in the site's letters. */
  dateFormat: (format: string) => string;
  purchaseDateHint: (format: string) => string;
  purchaseDateFuture: string;
  issueType: string;
  chooseIssue: string;
  issueRequired: string;
  issues: Record<WarrantyIssue, string>;
  description: string;
  descriptionHint: string;
  characterCount: (length: number, max: number) => string;
  images: string;
  imagesHint: (max: number) => string;
  imagesTooMany: (max: number) => string;
  imageInvalid: string;
  contactPhone: string;
  phoneHint: (example: string) => string;
  optional: string;
  send: string;
  sending: string;
  doneHeading: string;
  caseNumber: string;
  product: string;
  doneText: string;
  another: string;
  /** ORD404 of this call: the order does not hold the product (the catalogue's words are for a cart line). */
  orderLacksProduct: string;
}

const en: WarrantyStrings = {
  heading: "Make a warranty claim",
  intro: "Something wrong with gear you bought from us? Tell us about it: our repair team replies within three working days.",
  signInHeading: "Sign in to make a claim",
  signInText: "Warranty claims are kept in your account, so that we can follow up with you and you can see how your claim is going.",
  signIn: "Sign in",
  createAccount: "Create an account",
  productId: "Style or product number",
  productIdHint: "On the product's label, or at the end of its web address: RLSH1001 or RLSH1001KLG.",
  productIdInvalid: "Enter the 8-character style number or the 11-character product number.",
  orderNumber: "Order number",
  orderNumberHint: "If you bought it online: RL and 8 digits.",
  orderNumberInvalid: "Enter the order number as RL and 8 digits.",
  purchaseDate: "Date of purchase",
  dateFormat: (format) => format,
  purchaseDateHint: (format) => `As ${format}.`,
  purchaseDateFuture: "The date of purchase cannot be in the future.",
  issueType: "What is wrong?",
  chooseIssue: "Choose the problem",
  issueRequired: "Choose the problem.",
  issues: {
    ZIPPER: "Zipper",
    SEAM: "Seam",
    FABRIC: "Fabric: a tear, a hole or wear",
    SOLE: "Sole",
    BUCKLE_OR_STRAP: "Buckle or strap",
    WATERPROOFING: "Waterproofing",
    INSULATION: "Insulation",
    OTHER: "Something else",
  },
  description: "Describe the problem",
  descriptionHint: "Where on the product, when it started, and how you use it.",
  characterCount: (length, max) => `${length} of ${max} characters`,
  images: "Links to photos",
  imagesHint: (max) => `Up to ${max} links starting with https://, one per line.`,
  imagesTooMany: (max) => `Add no more than ${max} links.`,
  imageInvalid: "Each line must be a link starting with https://.",
  contactPhone: "Phone for this claim",
  phoneHint: (example) => `For example ${example}`,
  optional: "(optional)",
  send: "Send claim",
  sending: "Sending…",
  doneHeading: "Your warranty claim is open",
  caseNumber: "Case number",
  product: "Product",
  doneText: "We have emailed you a confirmation. Our repair team will be in touch within three working days.",
  another: "Make another claim",
  orderLacksProduct: "This order does not include this product.",
};

const fr: WarrantyStrings = {
  heading: "Faire une réclamation au titre de la garantie",
  intro: "Un problème avec un article acheté chez nous? Décrivez-le : notre équipe de réparation répond en trois jours ouvrables.",
  signInHeading: "Connectez-vous pour faire une réclamation",
  signInText: "Les réclamations sont conservées dans votre compte : nous pouvons ainsi vous recontacter, et vous suivez leur avancement.",
  signIn: "Se connecter",
  createAccount: "Créer un compte",
  productId: "Numéro de style ou d’article",
  productIdHint: "Sur l’étiquette de l’article, ou à la fin de son adresse web : RLSH1001 ou RLSH1001KLG.",
  productIdInvalid: "Saisissez le numéro de style à 8 caractères ou le numéro d’article à 11 caractères.",
  orderNumber: "Numéro de commande",
  orderNumberHint: "Si vous l’avez acheté en ligne : RL et 8 chiffres.",
  orderNumberInvalid: "Saisissez le numéro de commande : RL et 8 chiffres.",
  purchaseDate: "Date d’achat",
  dateFormat: (format) => format.replace("DD", "JJ").replace("YYYY", "AAAA"),
  purchaseDateHint: (format) => `Au format ${format}.`,
  purchaseDateFuture: "La date d’achat ne peut pas être dans le futur.",
  issueType: "Quel est le problème?",
  chooseIssue: "Choisissez le problème",
  issueRequired: "Choisissez le problème.",
  issues: {
    ZIPPER: "Fermeture éclair",
    SEAM: "Couture",
    FABRIC: "Tissu : déchirure, trou ou usure",
    SOLE: "Semelle",
    BUCKLE_OR_STRAP: "Boucle ou sangle",
    WATERPROOFING: "Imperméabilité",
    INSULATION: "Isolation",
    OTHER: "Autre chose",
  },
  description: "Décrivez le problème",
  descriptionHint: "À quel endroit de l’article, depuis quand, et comment vous l’utilisez.",
  characterCount: (length, max) => `${length} caractères sur ${max}`,
  images: "Liens vers des photos",
  imagesHint: (max) => `Jusqu’à ${max} liens commençant par https://, un par ligne.`,
  imagesTooMany: (max) => `Ajoutez au plus ${max} liens.`,
  imageInvalid: "Chaque ligne doit être un lien commençant par https://.",
  contactPhone: "Téléphone pour cette réclamation",
  phoneHint: (example) => `Par exemple ${example}`,
  optional: "(facultatif)",
  send: "Envoyer la réclamation",
  sending: "Envoi…",
  doneHeading: "Votre réclamation est ouverte",
  caseNumber: "Numéro de dossier",
  product: "Article",
  doneText: "Nous vous avons envoyé une confirmation par courriel. Notre équipe de réparation vous contactera en trois jours ouvrables.",
  another: "Faire une autre réclamation",
  orderLacksProduct: "Cette commande ne contient pas cet article.",
};

const de: WarrantyStrings = {
  heading: "Garantieanspruch melden",
  intro: "Stimmt etwas nicht mit Ihrer Ausrüstung von uns? Beschreiben Sie uns das Problem: Unser Reparaturteam antwortet innerhalb von drei Werktagen.",
  signInHeading: "Melden Sie sich an, um einen Anspruch zu melden",
  signInText: "Garantiefälle werden in Ihrem Konto gespeichert: So können wir uns bei Ihnen melden, und Sie sehen, wie es um Ihren Fall steht.",
  signIn: "Anmelden",
  createAccount: "Konto erstellen",
  productId: "Style- oder Artikelnummer",
  productIdHint: "Auf dem Etikett des Produkts oder am Ende seiner Webadresse: RLSH1001 oder RLSH1001KLG.",
  productIdInvalid: "Geben Sie die 8-stellige Stylenummer oder die 11-stellige Artikelnummer ein.",
  orderNumber: "Bestellnummer",
  orderNumberHint: "Wenn Sie online gekauft haben: RL und 8 Ziffern.",
  orderNumberInvalid: "Geben Sie die Bestellnummer als RL und 8 Ziffern ein.",
  purchaseDate: "Kaufdatum",
  dateFormat: (format) => format.replace("DD", "TT").replace("YYYY", "JJJJ"),
  purchaseDateHint: (format) => `Im Format ${format}.`,
  purchaseDateFuture: "Das Kaufdatum darf nicht in der Zukunft liegen.",
  issueType: "Was ist defekt?",
  chooseIssue: "Problem wählen",
  issueRequired: "Wählen Sie das Problem.",
  issues: {
    ZIPPER: "Reißverschluss",
    SEAM: "Naht",
    FABRIC: "Stoff: Riss, Loch oder Verschleiß",
    SOLE: "Sohle",
    BUCKLE_OR_STRAP: "Schnalle oder Riemen",
    WATERPROOFING: "Wasserdichtigkeit",
    INSULATION: "Isolierung",
    OTHER: "Etwas anderes",
  },
  description: "Beschreiben Sie das Problem",
  descriptionHint: "Wo am Produkt, seit wann, und wie Sie es benutzen.",
  characterCount: (length, max) => `${length} von ${max} Zeichen`,
  images: "Links zu Fotos",
  imagesHint: (max) => `Bis zu ${max} Links, die mit https:// beginnen, einer pro Zeile.`,
  imagesTooMany: (max) => `Fügen Sie höchstens ${max} Links hinzu.`,
  imageInvalid: "Jede Zeile muss ein Link sein, der mit https:// beginnt.",
  contactPhone: "Telefon für diesen Fall",
  phoneHint: (example) => `Zum Beispiel ${example}`,
  optional: "(optional)",
  send: "Anspruch senden",
  sending: "Wird gesendet…",
  doneHeading: "Ihr Garantiefall ist eröffnet",
  caseNumber: "Vorgangsnummer",
  product: "Produkt",
  doneText: "Wir haben Ihnen eine Bestätigung per E-Mail geschickt. Unser Reparaturteam meldet sich innerhalb von drei Werktagen.",
  another: "Weiteren Anspruch melden",
  orderLacksProduct: "Diese Bestellung enthält dieses Produkt nicht.",
};

const BY_LANGUAGE: Record<string, WarrantyStrings> = { en, fr, de };

export const warrantyStrings = (siteId: string): WarrantyStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
