/**
 * The signup forms' texts, per language: translated defaults (content spec §5), which the
 * block's own fields override where an editor set them.
 */
export interface NewsletterTexts {
  formLabel: string;
  emailLabel: string;
  consentLabel: string;
  submit: string;
  submitting: string;
  success: string;
}

export interface SmsTexts {
  formLabel: string;
  phoneLabel: string;
  phoneHint: (example: string) => string;
  consentLabel: string;
  submit: string;
  submitting: string;
  codeSent: (phone: string) => string;
  codeLabel: string;
  codeInvalid: (length: number) => string;
  codeWrong: string;
  codeExpired: string;
  confirm: string;
  confirming: string;
  changeNumber: string;
  success: string;
}

const NEWSLETTER: Readonly<Record<string, NewsletterTexts>> = {
  en: {
    formLabel: "Newsletter signup",
    emailLabel: "Email address",
    consentLabel: "Yes, I’d like news and offers from Ridgeline by email. I can unsubscribe at any time.",
    submit: "Sign up",
    submitting: "Signing up…",
    success: "Thanks for signing up! Check your inbox and confirm your email address to complete your subscription.",
  },
  fr: {
    formLabel: "Inscription à l’infolettre",
    emailLabel: "Adresse courriel",
    consentLabel: "Oui, je souhaite recevoir les nouvelles et offres de Ridgeline par courriel. Je peux me désabonner à tout moment.",
    submit: "S’inscrire",
    submitting: "Inscription…",
    success: "Merci de votre inscription! Consultez votre boîte de réception et confirmez votre adresse courriel pour finaliser votre abonnement.",
  },
  de: {
    formLabel: "Newsletter-Anmeldung",
    emailLabel: "E-Mail-Adresse",
    consentLabel: "Ja, ich möchte Neuigkeiten und Angebote von Ridgeline per E-Mail erhalten. Ich kann mich jederzeit abmelden.",
    submit: "Anmelden",
    submitting: "Wird angemeldet…",
    success: "Danke für Ihre Anmeldung! Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link in Ihrem Postfach, um die Anmeldung abzuschließen.",
  },
};

const SMS: Readonly<Record<string, SmsTexts>> = {
  en: {
    formLabel: "Text message signup",
    phoneLabel: "Mobile number",
    phoneHint: (example) => `For example ${example}`,
    consentLabel: "Yes, send me offers and news from Ridgeline by text message. Message and data rates may apply. Reply STOP to cancel.",
    submit: "Text me",
    submitting: "Sending…",
    codeSent: (phone) => `We have texted a code to ${phone}. Enter it to confirm your subscription.`,
    codeLabel: "Confirmation code",
    codeInvalid: (length) => `Enter the ${length}-digit code`,
    codeWrong: "That code is not right. Check the text message and try again.",
    codeExpired: "That code has expired. Use your number again to get a new one.",
    confirm: "Confirm",
    confirming: "Confirming…",
    changeNumber: "Use a different number",
    success: "You’re subscribed. Welcome to Ridgeline texts!",
  },
  fr: {
    formLabel: "Inscription aux textos",
    phoneLabel: "Numéro de cellulaire",
    phoneHint: (example) => `Par exemple ${example}`,
    consentLabel: "Oui, envoyez-moi les offres et nouvelles de Ridgeline par texto. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour annuler.",
    submit: "M’inscrire",
    submitting: "Envoi…",
    codeSent: (phone) => `Nous avons envoyé un code par texto au ${phone}. Saisissez-le pour confirmer votre abonnement.`,
    codeLabel: "Code de confirmation",
    codeInvalid: (length) => `Saisissez le code à ${length} chiffres`,
    codeWrong: "Ce code n’est pas valide. Vérifiez le texto et réessayez.",
    codeExpired: "Ce code a expiré. Saisissez de nouveau votre numéro pour en recevoir un nouveau.",
    confirm: "Confirmer",
    confirming: "Confirmation…",
    changeNumber: "Utiliser un autre numéro",
    success: "Vous êtes abonné. Bienvenue aux textos Ridgeline!",
  },
  de: {
    formLabel: "SMS-Anmeldung",
    phoneLabel: "Handynummer",
    phoneHint: (example) => `Zum Beispiel ${example}`,
    consentLabel: "Ja, ich möchte Angebote und Neuigkeiten von Ridgeline per SMS erhalten. Es können Kosten für SMS und Daten anfallen. Zum Abmelden antworten Sie STOP.",
    submit: "Anmelden",
    submitting: "Wird gesendet…",
    codeSent: (phone) => `Wir haben einen Code an ${phone} geschickt. Geben Sie ihn ein, um Ihre Anmeldung zu bestätigen.`,
    codeLabel: "Bestätigungscode",
    codeInvalid: (length) => `Geben Sie den ${length}-stelligen Code ein`,
    codeWrong: "Der Code stimmt nicht. Prüfen Sie die SMS und versuchen Sie es noch einmal.",
    codeExpired: "Der Code ist abgelaufen. Geben Sie Ihre Nummer noch einmal ein, um einen neuen zu erhalten.",
    confirm: "Bestätigen",
    confirming: "Wird bestätigt…",
    changeNumber: "Andere Nummer verwenden",
    success: "Sie sind angemeldet. Willkommen bei den Ridgeline-SMS!",
  },
};

const languageOf = (language: string) => language.toLowerCase().slice(0, 2);

export const newsletterTexts = (language: string): NewsletterTexts => NEWSLETTER[languageOf(language)] ?? NEWSLETTER.en!;
export const smsTexts = (language: string): SmsTexts => SMS[languageOf(language)] ?? SMS.en!;

const GENERIC_ERROR: Readonly<Record<string, string>> = {
  en: "Something went wrong. Please try again.",
  fr: "Une erreur s’est produite. Veuillez réessayer.",
  de: "Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.",
};

/** What the error notice shows: the thrown error's message (content spec §8), else a general one. */
export function submitErrorMessage(error: unknown, language: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return GENERIC_ERROR[languageOf(language)] ?? GENERIC_ERROR.en!;
}
