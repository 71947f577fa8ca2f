import { messageFor } from "../commerce/errors/messages.ts";

/**
 * What the form validators say, per language (content spec §5: "messages come from translated
 * defaults unless stated"). The English texts the spec states are kept word for word:
 * "This field is required", "Email is not valid", "Name is not valid.", "A valid phone number
 * is required". Passwords that do not match use the commerce catalogue's FE340 text (commerce
 * spec §5); the other texts are ours.
 */
export interface ValidationMessages {
  required: string;
  requiredCheckbox: string;
  email: string;
  exactLength: (length: number) => string;
  minLength: (length: number) => string;
  maxLength: (length: number) => string;
  number: string;
  minNumber: (min: number) => string;
  maxNumber: (max: number) => string;
  /** The value does not match the format, or is not a real calendar date. */
  date: (format: string) => string;
  minDate: (date: string) => string;
  maxDate: (date: string) => string;
  name: string;
  passwordMinLength: (length: number) => string;
  passwordNumber: string;
  passwordUppercase: string;
  passwordLowercase: string;
  /** FE340. */
  passwordsMatch: string;
  /** The password rules in one sentence, for a hint under the field (FE872's text in English). */
  passwordRules: string;
  sameAs: string;
  phone: string;
  regex: string;
}

export const ENGLISH_MESSAGES: ValidationMessages = {
  required: "This field is required",
  requiredCheckbox: "Please check this box to continue",
  email: "Email is not valid",
  exactLength: (length) => `Enter exactly ${length} characters`,
  minLength: (length) => `Enter at least ${length} characters`,
  maxLength: (length) => `Enter no more than ${length} characters`,
  number: "Enter a number",
  minNumber: (min) => `Enter ${min} or more`,
  maxNumber: (max) => `Enter ${max} or less`,
  date: (format) => `Enter a valid date as ${format}`,
  minDate: (date) => `Enter a date on or after ${date}`,
  maxDate: (date) => `Enter a date on or before ${date}`,
  name: "Name is not valid.",
  passwordMinLength: (length) => `Your password needs at least ${length} characters`,
  passwordNumber: "Your password needs at least one number",
  passwordUppercase: "Your password needs at least one upper-case letter",
  passwordLowercase: "Your password needs at least one lower-case letter",
  passwordsMatch: messageFor("FE340", undefined),
  passwordRules: messageFor("FE872", undefined),
  sameAs: "The values do not match",
  phone: "A valid phone number is required",
  regex: "This value is not valid",
};

export const FRENCH_MESSAGES: ValidationMessages = {
  required: "Ce champ est obligatoire",
  requiredCheckbox: "Veuillez cocher cette case pour continuer",
  email: "L’adresse courriel n’est pas valide",
  exactLength: (length) => `Saisissez exactement ${length} caractères`,
  minLength: (length) => `Saisissez au moins ${length} caractères`,
  maxLength: (length) => `Saisissez au plus ${length} caractères`,
  number: "Saisissez un nombre",
  minNumber: (min) => `Saisissez ${min} ou plus`,
  maxNumber: (max) => `Saisissez ${max} ou moins`,
  date: (format) => `Saisissez une date valide au format ${format}`,
  minDate: (date) => `Saisissez une date égale ou postérieure au ${date}`,
  maxDate: (date) => `Saisissez une date égale ou antérieure au ${date}`,
  name: "Le nom n’est pas valide.",
  passwordMinLength: (length) => `Votre mot de passe doit contenir au moins ${length} caractères`,
  passwordNumber: "Votre mot de passe doit contenir au moins un chiffre",
  passwordUppercase: "Votre mot de passe doit contenir au moins une majuscule",
  passwordLowercase: "Votre mot de passe doit contenir au moins une minuscule",
  passwordsMatch: "Les mots de passe ne correspondent pas.",
  passwordRules: "Votre mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.",
  sameAs: "Les valeurs ne correspondent pas",
  phone: "Un numéro de téléphone valide est requis",
  regex: "Cette valeur n’est pas valide",
};

export const GERMAN_MESSAGES: ValidationMessages = {
  required: "Dieses Feld ist erforderlich",
  requiredCheckbox: "Bitte aktivieren Sie dieses Kästchen, um fortzufahren",
  email: "Die E-Mail-Adresse ist ungültig",
  exactLength: (length) => `Geben Sie genau ${length} Zeichen ein`,
  minLength: (length) => `Geben Sie mindestens ${length} Zeichen ein`,
  maxLength: (length) => `Geben Sie höchstens ${length} Zeichen ein`,
  number: "Geben Sie eine Zahl ein",
  minNumber: (min) => `Geben Sie ${min} oder mehr ein`,
  maxNumber: (max) => `Geben Sie ${max} oder weniger ein`,
  date: (format) => `Geben Sie ein gültiges Datum im Format ${format} ein`,
  minDate: (date) => `Geben Sie ein Datum am oder nach dem ${date} ein`,
  maxDate: (date) => `Geben Sie ein Datum am oder vor dem ${date} ein`,
  name: "Der Name ist ungültig.",
  passwordMinLength: (length) => `Ihr Passwort braucht mindestens ${length} Zeichen`,
  passwordNumber: "Ihr Passwort braucht mindestens eine Ziffer",
  passwordUppercase: "Ihr Passwort braucht mindestens einen Großbuchstaben",
  passwordLowercase: "Ihr Passwort braucht mindestens einen Kleinbuchstaben",
  passwordsMatch: "Die Passwörter stimmen nicht überein.",
  passwordRules: "Ihr Passwort braucht mindestens 8 Zeichen mit einem Groß- und einem Kleinbuchstaben und einer Ziffer.",
  sameAs: "Die Werte stimmen nicht überein",
  phone: "Eine gültige Telefonnummer ist erforderlich",
  regex: "Dieser Wert ist ungültig",
};

const BY_LANGUAGE: Readonly<Record<string, ValidationMessages>> = { en: ENGLISH_MESSAGES, fr: FRENCH_MESSAGES, de: GERMAN_MESSAGES };

/** The messages of a language (`en`, `fr`, `de`); English for any other. */
export function validationMessages(language: string): ValidationMessages {
  return BY_LANGUAGE[language.toLowerCase().slice(0, 2)] ?? ENGLISH_MESSAGES;
}
