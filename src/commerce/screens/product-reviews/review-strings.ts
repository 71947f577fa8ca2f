import { siteById } from "../../../../contracts/sites.ts";
import type { FlagReason, QuestionSort, ReviewSort } from "./review-constants.ts";
import type { CheckMessages } from "./review-form-checks.ts";

/** The fixed words of the review and question blocks, in each site language. */
export interface ReviewStrings {
  checks: CheckMessages;
  close: string;
  cancel: string;
  required: string;
  optional: string;
  charactersUsed: (used: number, max: number) => string;
  sortBy: string;
  showing: (shown: number, total: number, what: "reviews" | "questions") => string;
  nickname: string;
  nicknameMemberHint: string;
  sending: string;
  // ---- reviews
  reviews: string;
  averageOutOf: (average: string) => string;
  starsOutOfFive: (stars: number) => string;
  basedOn: (ratings: number) => string;
  reviewCount: (reviews: number) => string;
  recommendedBy: (percent: number) => string;
  distribution: string;
  stars: (stars: number) => string;
  distributionRow: (stars: number, count: number) => string;
  reviewSorts: Record<ReviewSort, string>;
  noReviews: string;
  noReviewsHint: string;
  writeReview: string;
  writeReviewIntro: string;
  showMoreReviews: string;
  verifiedPurchaser: string;
  recommends: string;
  wasReviewHelpful: string;
  helpful: string;
  notHelpful: string;
  votedThanks: string;
  report: string;
  reportTitle: string;
  reason: string;
  flagReasons: Record<FlagReason, string>;
  comment: string;
  sendReport: string;
  reported: string;
  translate: string;
  /** From a review language code (`en`, `fr`, `de`; another code is shown as is). */
  translatedFrom: (language: string) => string;
  showOriginal: string;
  showTranslation: string;
  yourRating: string;
  reviewTitle: string;
  reviewText: string;
  location: string;
  wouldRecommend: string;
  yes: string;
  no: string;
  submitReview: string;
  reviewThanksTitle: string;
  reviewThanksText: string;
  // ---- questions
  questions: string;
  questionSorts: Record<QuestionSort, string>;
  noQuestions: string;
  noQuestionsHint: string;
  askQuestion: string;
  askQuestionIntro: string;
  showMoreQuestions: string;
  answerCount: (answers: number) => string;
  noAnswersYet: string;
  officialAnswer: string;
  wasAnswerHelpful: string;
  yourQuestion: string;
  submitQuestion: string;
  questionThanksTitle: string;
  questionThanksText: string;
  /** Who asked, answered or wrote, and when. */
  byOn: (nickname: string, date: string) => string;
}

const en: ReviewStrings = {
  checks: {
    required: "This field is required",
    ratingRequired: "Please choose a rating.",
    minLength: (min) => `Use at least ${min} characters.`,
    maxLength: (max) => `Use at most ${max} characters.`,
  },
  close: "Close",
  cancel: "Cancel",
  required: "required",
  optional: "optional",
  charactersUsed: (used, max) => `${used} of ${max} characters`,
  sortBy: "Sort by",
  showing: (shown, total, what) => `Showing ${shown} of ${total} ${what}`,
  nickname: "Nickname",
  nicknameMemberHint: "Leave empty to sign with your first name and initial.",
  sending: "Sending…",
  reviews: "Reviews",
  averageOutOf: (average) => `${average} out of 5`,
  starsOutOfFive: (stars) => `${stars} out of 5 stars`,
  basedOn: (ratings) => `Based on ${ratings.toLocaleString("en-US")} ${ratings === 1 ? "rating" : "ratings"}`,
  reviewCount: (reviews) => `${reviews} written ${reviews === 1 ? "review" : "reviews"}`,
  recommendedBy: (percent) => `${percent}% would recommend this product`,
  distribution: "Ratings by stars",
  stars: (stars) => `${stars} ${stars === 1 ? "star" : "stars"}`,
  distributionRow: (stars, count) => `${stars} ${stars === 1 ? "star" : "stars"}: ${count} ${count === 1 ? "rating" : "ratings"}`,
  reviewSorts: { mostRecent: "Most recent", oldest: "Oldest", highestRating: "Highest rating", lowestRating: "Lowest rating", mostHelpful: "Most helpful" },
  noReviews: "No reviews yet — be the first",
  noReviewsHint: "Tell other shoppers what you think of this product.",
  writeReview: "Write a review",
  writeReviewIntro: "Your review helps other shoppers choose.",
  showMoreReviews: "Show more reviews",
  verifiedPurchaser: "Verified purchaser",
  recommends: "Recommends this product",
  wasReviewHelpful: "Was this review helpful?",
  helpful: "Helpful",
  notHelpful: "Not helpful",
  votedThanks: "Thanks for your vote.",
  report: "Report",
  reportTitle: "Report this review",
  reason: "Reason",
  flagReasons: { inappropriate: "Inappropriate", spam: "Spam or advertising", offTopic: "Not about this product", personalInformation: "Shares personal information", other: "Something else" },
  comment: "Comment",
  sendReport: "Send report",
  reported: "Reported. Thank you, we will look at this review.",
  translate: "Translate",
  translatedFrom: (language) => `Translated from ${({ en: "English", fr: "French", de: "German" } as Record<string, string>)[language] ?? language}`,
  showOriginal: "Show original",
  showTranslation: "Show translation",
  yourRating: "Your rating",
  reviewTitle: "Review title",
  reviewText: "Your review",
  location: "Location",
  wouldRecommend: "Would you recommend this product?",
  yes: "Yes",
  no: "No",
  submitReview: "Submit review",
  reviewThanksTitle: "Thank you for your review",
  reviewThanksText: "Your review is now shown on this page.",
  questions: "Questions & answers",
  questionSorts: { mostRecent: "Most recent", oldest: "Oldest", mostAnswered: "Most answered" },
  noQuestions: "No questions yet — be the first to ask",
  noQuestionsHint: "Ask about fit, materials or use: other shoppers and our team answer.",
  askQuestion: "Ask a question",
  askQuestionIntro: "Other shoppers and our team answer questions about this product.",
  showMoreQuestions: "Show more questions",
  answerCount: (answers) => `${answers} ${answers === 1 ? "answer" : "answers"}`,
  noAnswersYet: "No answers yet.",
  officialAnswer: "Official answer",
  wasAnswerHelpful: "Was this answer helpful?",
  yourQuestion: "Your question",
  submitQuestion: "Submit question",
  questionThanksTitle: "Thank you for your question",
  questionThanksText: "We have received your question. It is listed on this page, and you will see the answers here.",
  byOn: (nickname, date) => `${nickname} · ${date}`,
};

const fr: ReviewStrings = {
  checks: {
    required: "Ce champ est obligatoire",
    ratingRequired: "Veuillez choisir une note.",
    minLength: (min) => `Utilisez au moins ${min} caractères.`,
    maxLength: (max) => `Utilisez au plus ${max} caractères.`,
  },
  close: "Fermer",
  cancel: "Annuler",
  required: "obligatoire",
  optional: "facultatif",
  charactersUsed: (used, max) => `${used} caractères sur ${max}`,
  sortBy: "Trier par",
  showing: (shown, total, what) => `${shown} ${what === "reviews" ? "avis" : "questions"} sur ${total}`,
  nickname: "Pseudonyme",
  nicknameMemberHint: "Laissez vide pour signer de votre prénom et de votre initiale.",
  sending: "Envoi…",
  reviews: "Avis",
  averageOutOf: (average) => `${average} sur 5`,
  starsOutOfFive: (stars) => `${stars} étoile${stars === 1 ? "" : "s"} sur 5`,
  basedOn: (ratings) => `D'après ${ratings.toLocaleString("fr-CA")} note${ratings === 1 ? "" : "s"}`,
  reviewCount: (reviews) => `${reviews} avis rédigé${reviews === 1 ? "" : "s"}`,
  recommendedBy: (percent) => `${percent} % recommandent ce produit`,
  distribution: "Notes par étoiles",
  stars: (stars) => `${stars} étoile${stars === 1 ? "" : "s"}`,
  distributionRow: (stars, count) => `${stars} étoile${stars === 1 ? "" : "s"} : ${count} note${count === 1 ? "" : "s"}`,
  reviewSorts: { mostRecent: "Les plus récents", oldest: "Les plus anciens", highestRating: "Note la plus élevée", lowestRating: "Note la plus basse", mostHelpful: "Les plus utiles" },
  noReviews: "Aucun avis pour le moment — soyez le premier",
  noReviewsHint: "Dites aux autres clients ce que vous pensez de ce produit.",
  writeReview: "Rédiger un avis",
  writeReviewIntro: "Votre avis aide les autres clients à choisir.",
  showMoreReviews: "Afficher plus d'avis",
  verifiedPurchaser: "Achat vérifié",
  recommends: "Recommande ce produit",
  wasReviewHelpful: "Cet avis vous a-t-il été utile ?",
  helpful: "Utile",
  notHelpful: "Pas utile",
  votedThanks: "Merci pour votre vote.",
  report: "Signaler",
  reportTitle: "Signaler cet avis",
  reason: "Motif",
  flagReasons: { inappropriate: "Contenu inapproprié", spam: "Spam ou publicité", offTopic: "Ne concerne pas ce produit", personalInformation: "Contient des données personnelles", other: "Autre chose" },
  comment: "Commentaire",
  sendReport: "Envoyer le signalement",
  reported: "Signalé. Merci, nous allons examiner cet avis.",
  translate: "Traduire",
  translatedFrom: (language) => ({ en: "Traduit de l'anglais", fr: "Traduit du français", de: "Traduit de l'allemand" } as Record<string, string>)[language] ?? `Traduit (${language})`,
  showOriginal: "Afficher l'original",
  showTranslation: "Afficher la traduction",
  yourRating: "Votre note",
  reviewTitle: "Titre de l'avis",
  reviewText: "Votre avis",
  location: "Lieu",
  wouldRecommend: "Recommanderiez-vous ce produit ?",
  yes: "Oui",
  no: "Non",
  submitReview: "Publier l'avis",
  reviewThanksTitle: "Merci pour votre avis",
  reviewThanksText: "Votre avis est maintenant affiché sur cette page.",
  questions: "Questions et réponses",
  questionSorts: { mostRecent: "Les plus récentes", oldest: "Les plus anciennes", mostAnswered: "Les plus répondues" },
  noQuestions: "Aucune question pour le moment — posez la première",
  noQuestionsHint: "Taille, matières, usage : les autres clients et notre équipe vous répondent.",
  askQuestion: "Poser une question",
  askQuestionIntro: "Les autres clients et notre équipe répondent aux questions sur ce produit.",
  showMoreQuestions: "Afficher plus de questions",
  answerCount: (answers) => `${answers} réponse${answers === 1 ? "" : "s"}`,
  noAnswersYet: "Pas encore de réponse.",
  officialAnswer: "Réponse officielle",
  wasAnswerHelpful: "Cette réponse vous a-t-elle été utile ?",
  yourQuestion: "Votre question",
  submitQuestion: "Envoyer la question",
  questionThanksTitle: "Merci pour votre question",
  questionThanksText: "Nous avons bien reçu votre question. Elle figure sur cette page, où vous verrez les réponses.",
  byOn: (nickname, date) => `${nickname} · ${date}`,
};

const de: ReviewStrings = {
  checks: {
    required: "Dieses Feld ist erforderlich",
    ratingRequired: "Bitte wählen Sie eine Bewertung.",
    minLength: (min) => `Verwenden Sie mindestens ${min} Zeichen.`,
    maxLength: (max) => `Verwenden Sie höchstens ${max} Zeichen.`,
  },
  close: "Schließen",
  cancel: "Abbrechen",
  required: "erforderlich",
  optional: "optional",
  charactersUsed: (used, max) => `${used} von ${max} Zeichen`,
  sortBy: "Sortieren nach",
  showing: (shown, total, what) => `${shown} von ${total} ${what === "reviews" ? "Bewertungen" : "Fragen"}`,
  nickname: "Benutzername",
  nicknameMemberHint: "Leer lassen, um mit Vorname und Initiale zu unterschreiben.",
  sending: "Wird gesendet…",
  reviews: "Bewertungen",
  averageOutOf: (average) => `${average} von 5`,
  starsOutOfFive: (stars) => `${stars} von 5 Sternen`,
  basedOn: (ratings) => `Basierend auf ${ratings.toLocaleString("de-DE")} ${ratings === 1 ? "Bewertung" : "Bewertungen"}`,
  reviewCount: (reviews) => `${reviews} ${reviews === 1 ? "geschriebene Rezension" : "geschriebene Rezensionen"}`,
  recommendedBy: (percent) => `${percent} % empfehlen dieses Produkt`,
  distribution: "Bewertungen nach Sternen",
  stars: (stars) => `${stars} ${stars === 1 ? "Stern" : "Sterne"}`,
  distributionRow: (stars, count) => `${stars} ${stars === 1 ? "Stern" : "Sterne"}: ${count} ${count === 1 ? "Bewertung" : "Bewertungen"}`,
  reviewSorts: { mostRecent: "Neueste", oldest: "Älteste", highestRating: "Beste Bewertung", lowestRating: "Schlechteste Bewertung", mostHelpful: "Hilfreichste" },
  noReviews: "Noch keine Bewertungen — schreiben Sie die erste",
  noReviewsHint: "Sagen Sie anderen Kunden, was Sie von diesem Produkt halten.",
  writeReview: "Bewertung schreiben",
  writeReviewIntro: "Ihre Bewertung hilft anderen Kunden bei der Wahl.",
  showMoreReviews: "Weitere Bewertungen anzeigen",
  verifiedPurchaser: "Verifizierter Kauf",
  recommends: "Empfiehlt dieses Produkt",
  wasReviewHelpful: "War diese Bewertung hilfreich?",
  helpful: "Hilfreich",
  notHelpful: "Nicht hilfreich",
  votedThanks: "Danke für Ihre Stimme.",
  report: "Melden",
  reportTitle: "Diese Bewertung melden",
  reason: "Grund",
  flagReasons: { inappropriate: "Unangemessen", spam: "Spam oder Werbung", offTopic: "Nicht zu diesem Produkt", personalInformation: "Enthält persönliche Daten", other: "Etwas anderes" },
  comment: "Kommentar",
  sendReport: "Meldung senden",
  reported: "Gemeldet. Danke, wir prüfen diese Bewertung.",
  translate: "Übersetzen",
  translatedFrom: (language) => `Aus dem ${({ en: "Englischen", fr: "Französischen", de: "Deutschen" } as Record<string, string>)[language] ?? language} übersetzt`,
  showOriginal: "Original anzeigen",
  showTranslation: "Übersetzung anzeigen",
  yourRating: "Ihre Bewertung",
  reviewTitle: "Titel der Bewertung",
  reviewText: "Ihre Rezension",
  location: "Ort",
  wouldRecommend: "Würden Sie dieses Produkt empfehlen?",
  yes: "Ja",
  no: "Nein",
  submitReview: "Bewertung absenden",
  reviewThanksTitle: "Danke für Ihre Bewertung",
  reviewThanksText: "Ihre Bewertung wird jetzt auf dieser Seite angezeigt.",
  questions: "Fragen und Antworten",
  questionSorts: { mostRecent: "Neueste", oldest: "Älteste", mostAnswered: "Meiste Antworten" },
  noQuestions: "Noch keine Fragen — stellen Sie die erste",
  noQuestionsHint: "Fragen Sie nach Passform, Material oder Einsatz: andere Kunden und unser Team antworten.",
  askQuestion: "Frage stellen",
  askQuestionIntro: "Andere Kunden und unser Team beantworten Fragen zu diesem Produkt.",
  showMoreQuestions: "Weitere Fragen anzeigen",
  answerCount: (answers) => `${answers} ${answers === 1 ? "Antwort" : "Antworten"}`,
  noAnswersYet: "Noch keine Antworten.",
  officialAnswer: "Offizielle Antwort",
  wasAnswerHelpful: "War diese Antwort hilfreich?",
  yourQuestion: "Ihre Frage",
  submitQuestion: "Frage absenden",
  questionThanksTitle: "Danke für Ihre Frage",
  questionThanksText: "Wir haben Ihre Frage erhalten. Sie steht auf dieser Seite, und Sie sehen die Antworten hier.",
  byOn: (nickname, date) => `${nickname} · ${date}`,
};

const BY_LANGUAGE: Record<string, ReviewStrings> = { en, fr, de };

/** The strings of the site's language; English for a language without its own. */
export function reviewStrings(siteId: string): ReviewStrings {
  return BY_LANGUAGE[siteById(siteId).language] ?? en;
}
