/**
 * How long a confirmation link works: the contract's NEWSLETTER_CONFIRMATION_TTL_HOURS, copied
 * (a test keeps them equal) so that the page's script does not load the contracts and zod.
 */
export const CONFIRMATION_LINK_HOURS = 72;

/** What the confirmation page says in each state, per site language. */
export interface ConfirmationTexts {
  title: string;
  confirming: { heading: string; message: string };
  confirmed: { heading: string; message: (recipient: string) => string };
  /** The backend refused the token: expired, replaced, or never issued. */
  expired: { heading: string; message: string };
  /** The link holds no token that could be one (cut off, mistyped). */
  invalid: { heading: string; message: string };
  /** No answer, or a server failure: trying again may work. */
  failed: { heading: string; message: string };
  retry: string;
  signUpAgain: string;
  continueShopping: string;
}

const HOURS = CONFIRMATION_LINK_HOURS;

const BY_LANGUAGE: Readonly<Record<string, ConfirmationTexts>> = {
  en: {
    title: "Newsletter confirmation",
    confirming: { heading: "Confirming your subscription…", message: "One moment while we confirm your email address." },
    confirmed: { heading: "You’re subscribed", message: (recipient) => `Thanks for confirming. The Ridgeline newsletter will go to ${recipient}.` },
    expired: {
      heading: "This confirmation link is no longer valid",
      message: `Confirmation links work for ${HOURS} hours, and only for the latest signup. Sign up again and we’ll email you a new link.`,
    },
    invalid: { heading: "This confirmation link is not valid", message: "Check that you opened the whole link from the email, or sign up again to get a new one." },
    failed: { heading: "We couldn’t confirm your subscription", message: "Something went wrong on our side. Please try again in a moment." },
    retry: "Try again",
    signUpAgain: "Sign up again",
    continueShopping: "Continue shopping",
  },
  fr: {
    title: "Confirmation de l’abonnement à l’infolettre",
    confirming: { heading: "Confirmation de votre abonnement…", message: "Un instant, nous confirmons votre adresse courriel." },
    confirmed: { heading: "Votre abonnement est confirmé", message: (recipient) => `Merci de votre confirmation. L’infolettre Ridgeline sera envoyée à ${recipient}.` },
    expired: {
      heading: "Ce lien de confirmation n’est plus valide",
      message: `Les liens de confirmation sont valides ${HOURS} heures, et seulement pour la dernière inscription. Inscrivez-vous de nouveau et nous vous enverrons un nouveau lien.`,
    },
    invalid: { heading: "Ce lien de confirmation n’est pas valide", message: "Vérifiez que vous avez ouvert le lien complet du courriel, ou inscrivez-vous de nouveau pour en recevoir un nouveau." },
    failed: { heading: "Nous n’avons pas pu confirmer votre abonnement", message: "Une erreur s’est produite de notre côté. Veuillez réessayer dans un instant." },
    retry: "Réessayer",
    signUpAgain: "M’inscrire de nouveau",
    continueShopping: "Continuer vos achats",
  },
  de: {
    title: "Newsletter-Bestätigung",
    confirming: { heading: "Ihre Anmeldung wird bestätigt…", message: "Einen Moment, wir bestätigen Ihre E-Mail-Adresse." },
    confirmed: { heading: "Sie sind angemeldet", message: (recipient) => `Danke für Ihre Bestätigung. Der Ridgeline-Newsletter geht an ${recipient}.` },
    expired: {
      heading: "Dieser Bestätigungslink ist nicht mehr gültig",
      message: `Bestätigungslinks gelten ${HOURS} Stunden und nur für die letzte Anmeldung. Melden Sie sich noch einmal an, dann schicken wir Ihnen einen neuen Link.`,
    },
    invalid: { heading: "Dieser Bestätigungslink ist ungültig", message: "Prüfen Sie, ob Sie den vollständigen Link aus der E-Mail geöffnet haben, oder melden Sie sich noch einmal an, um einen neuen zu erhalten." },
    failed: { heading: "Wir konnten Ihre Anmeldung nicht bestätigen", message: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal." },
    retry: "Noch einmal versuchen",
    signUpAgain: "Noch einmal anmelden",
    continueShopping: "Weiter einkaufen",
  },
};

/** The texts of `language`; English for a language without its own. */
export const confirmationTexts = (language: string): ConfirmationTexts => BY_LANGUAGE[language] ?? BY_LANGUAGE.en!;
