import { siteById } from "../../../../contracts/sites.ts";

/** The contact form's words, per site language. The validators' own messages are src/forms/validation-messages.ts. */
export interface ContactUsStrings {
  heading: string;
  intro: string;
  loading: string;
  topicsFailed: string;
  retry: string;
  category: string;
  chooseCategory: string;
  categoryRequired: string;
  subject: string;
  chooseSubject: string;
  chooseCategoryFirst: string;
  subjectRequired: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: (example: string) => string;
  orderNumber: string;
  orderNumberHint: string;
  orderNumberRequired: string;
  orderNumberInvalid: string;
  message: string;
  messageCount: (length: number, max: number) => string;
  optional: string;
  send: string;
  sending: string;
  sentHeading: string;
  caseNumber: string;
  sentText: (email: string) => string;
  another: string;
}

const en: ContactUsStrings = {
  heading: "Send us a message",
  intro: "Choose a topic and tell us how we can help. We reply within one working day.",
  loading: "Loading the topics…",
  topicsFailed: "We could not load the topics.",
  retry: "Try again",
  category: "Topic",
  chooseCategory: "Choose a topic",
  categoryRequired: "Choose a topic.",
  subject: "Subject",
  chooseSubject: "Choose a subject",
  chooseCategoryFirst: "Choose a topic first",
  subjectRequired: "Choose a subject.",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  phoneHint: (example) => `For example ${example}`,
  orderNumber: "Order number",
  orderNumberHint: "RL and 8 digits, as in your confirmation email: RL12345678.",
  orderNumberRequired: "Enter the order number: we need it for this subject.",
  orderNumberInvalid: "Enter the order number as RL and 8 digits.",
  message: "Your message",
  messageCount: (length, max) => `${length} of ${max} characters`,
  optional: "(optional)",
  send: "Send message",
  sending: "Sending…",
  sentHeading: "Thank you, we have your message",
  caseNumber: "Case number",
  sentText: (email) => `We have sent a confirmation to ${email}. Please quote your case number if you contact us again.`,
  another: "Send another message",
};

const fr: ContactUsStrings = {
  heading: "Écrivez-nous",
  intro: "Choisissez un sujet et dites-nous comment nous pouvons vous aider. Nous répondons en un jour ouvrable.",
  loading: "Chargement des sujets…",
  topicsFailed: "Nous n’avons pas pu charger les sujets.",
  retry: "Réessayer",
  category: "Sujet",
  chooseCategory: "Choisissez un sujet",
  categoryRequired: "Choisissez un sujet.",
  subject: "Objet",
  chooseSubject: "Choisissez un objet",
  chooseCategoryFirst: "Choisissez d’abord un sujet",
  subjectRequired: "Choisissez un objet.",
  firstName: "Prénom",
  lastName: "Nom",
  email: "Courriel",
  phone: "Téléphone",
  phoneHint: (example) => `Par exemple ${example}`,
  orderNumber: "Numéro de commande",
  orderNumberHint: "RL et 8 chiffres, comme dans votre courriel de confirmation : RL12345678.",
  orderNumberRequired: "Saisissez le numéro de commande : il nous faut pour cet objet.",
  orderNumberInvalid: "Saisissez le numéro de commande : RL et 8 chiffres.",
  message: "Votre message",
  messageCount: (length, max) => `${length} caractères sur ${max}`,
  optional: "(facultatif)",
  send: "Envoyer le message",
  sending: "Envoi…",
  sentHeading: "Merci, nous avons bien reçu votre message",
  caseNumber: "Numéro de dossier",
  sentText: (email) => `Nous avons envoyé une confirmation à ${email}. Indiquez votre numéro de dossier si vous nous recontactez.`,
  another: "Envoyer un autre message",
};

const de: ContactUsStrings = {
  heading: "Schreiben Sie uns",
  intro: "Wählen Sie ein Thema und sagen Sie uns, wie wir helfen können. Wir antworten innerhalb eines Werktags.",
  loading: "Themen werden geladen…",
  topicsFailed: "Die Themen konnten nicht geladen werden.",
  retry: "Noch einmal versuchen",
  category: "Thema",
  chooseCategory: "Thema wählen",
  categoryRequired: "Wählen Sie ein Thema.",
  subject: "Betreff",
  chooseSubject: "Betreff wählen",
  chooseCategoryFirst: "Wählen Sie zuerst ein Thema",
  subjectRequired: "Wählen Sie einen Betreff.",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  phone: "Telefon",
  phoneHint: (example) => `Zum Beispiel ${example}`,
  orderNumber: "Bestellnummer",
  orderNumberHint: "RL und 8 Ziffern, wie in Ihrer Bestellbestätigung: RL12345678.",
  orderNumberRequired: "Geben Sie die Bestellnummer ein: Für diesen Betreff brauchen wir sie.",
  orderNumberInvalid: "Geben Sie die Bestellnummer als RL und 8 Ziffern ein.",
  message: "Ihre Nachricht",
  messageCount: (length, max) => `${length} von ${max} Zeichen`,
  optional: "(optional)",
  send: "Nachricht senden",
  sending: "Wird gesendet…",
  sentHeading: "Danke, Ihre Nachricht ist angekommen",
  caseNumber: "Vorgangsnummer",
  sentText: (email) => `Wir haben eine Bestätigung an ${email} geschickt. Geben Sie bitte Ihre Vorgangsnummer an, wenn Sie uns wieder schreiben.`,
  another: "Weitere Nachricht senden",
};

const BY_LANGUAGE: Record<string, ContactUsStrings> = { en, fr, de };

export const contactUsStrings = (siteId: string): ContactUsStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
