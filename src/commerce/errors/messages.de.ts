import type { ErrorWords, Template } from "./messages.ts";

/*
 * The error messages in German (loaded on German pages only: messages.ts). The shopper is « Sie ».
 * Type imports only: a value imported from messages.ts would be a cycle with that module's
 * top-level await of this one (a deadlock).
 */

const GENERIC = "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.";
const GIFT_CARD_INVALID = "Die Nummer oder die PIN der Geschenkkarte ist ungültig.";
const ORDER_NOT_FOUND = "Wir konnten diese Bestellung nicht finden.";
const REQUEST_REFUSED = "Ihre Anfrage konnte nicht ausgeführt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.";
const WRONG_CREDENTIALS = "Die E-Mail-Adresse oder das Passwort ist nicht korrekt.";
const PASSWORD_USED = "Bitte wählen Sie ein Passwort, das Sie noch nicht verwendet haben.";
const PHONE_IN_USE = "Diese Telefonnummer wird bereits für ein Konto verwendet.";
const PROFILE_NOT_SAVED = "Wir konnten Ihr Profil nicht speichern. Bitte versuchen Sie es erneut.";
const coupon = (template: string, otherwise: string): Template => ({ template, otherwise });

const words: ErrorWords = {
  generic: GENERIC,
  messages: {
    // ---- the session and the cart
    BSK404: "Ihr Warenkorb wurde nicht gefunden. Wir haben einen neuen für Sie angelegt.",
    AUT498: "Ihre Sitzung hat sich geändert. Wir aktualisieren Ihren Warenkorb.",
    AUT403: "Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
    API415: REQUEST_REFUSED,
    GEN500: GENERIC,
    // ---- items and stock
    INV700: { template: "Leider ist {productName} ausverkauft.", otherwise: "Leider ist dieser Artikel ausverkauft." },
    INV701: "Dieser Artikel ist leider nicht auf Lager.",
    INV702: "Dieser Artikel kann derzeit nicht gekauft werden.",
    INV406: "Einige Artikel in Ihrem Warenkorb sind ausverkauft.",
    INV405: "Einige Artikel sind nicht mehr in der gewählten Menge verfügbar. Wir haben Ihren Warenkorb angepasst: Bitte prüfen Sie ihn, bevor Sie bestellen.",
    INV407: "Einige Artikel sind nicht mehr verfügbar. Wir haben Ihren Warenkorb angepasst.",
    INV409: "Wir können den Bestand einiger Artikel gerade nicht prüfen. Bitte versuchen Sie es gleich noch einmal.",
    INV408: { template: "Von diesem Artikel können Sie höchstens {maxAllowedQuantity} Stück bestellen.", otherwise: "Sie haben die Höchstmenge für diesen Artikel erreicht." },
    GWP403: "Geschenkartikel können nicht hinzugefügt oder geändert werden.",
    ORD404: "Dieser Artikel ist nicht verfügbar.",
    ORD430: "Dieser Artikel ist nicht mehr in Ihrem Warenkorb.",
    PLP400: "Wir konnten diesen Artikel nicht finden.",
    PRC400: "Diese Preisänderung ist ungültig.",
    STR404: "Wir konnten dieses Geschäft nicht finden.",
    // ---- delivery
    ORD516: "Ein Artikel wird jetzt im Geschäft abgeholt statt geliefert.",
    ORD517: "Ein Artikel kann nicht mehr im Geschäft abgeholt werden. Wir liefern ihn stattdessen an Ihre Adresse.",
    ORD518: "Ein Artikel kann nicht mehr sofort im Geschäft abgeholt werden. Wir senden ihn zur Abholung an das Geschäft.",
    SHP404: "Diese Versandart ist für Ihre Artikel nicht verfügbar.",
    SHP500: "An Postfächer und Militäradressen können wir nicht liefern. Bitte geben Sie eine Straßenadresse ein oder wählen Sie die Abholung im Geschäft.",
    SHP410: "Bitte geben Sie eine Telefonnummer für die Lieferung ein.",
    CHK380: "Bitte prüfen Sie Ihre Lieferadresse: Einige Angaben fehlen oder sind ungültig.",
    CHK320: "Wir konnten diese Adresse nicht bestätigen. Bitte prüfen Sie sie.",
    PAY401: "Aus diesem Shop können wir nicht in dieses Land liefern. Bitte wählen Sie eine Adresse im Land des Shops.",
    // ---- coupons and gifts
    PRM130: coupon("Der Code {couponCode} ist ungültig.", "Dieser Code ist ungültig."),
    PRM160: coupon("Der Code {couponCode} gilt nicht für die Artikel in Ihrem Warenkorb.", "Dieser Code gilt nicht für die Artikel in Ihrem Warenkorb."),
    PRM135: coupon("Der Code {couponCode} ist noch nicht gültig.", "Dieser Code ist noch nicht gültig."),
    PRM140: coupon("Der Code {couponCode} wurde bereits so oft wie möglich eingelöst.", "Dieser Code wurde bereits so oft wie möglich eingelöst."),
    PRM150: coupon("Der Code {couponCode} wurde bereits verwendet.", "Dieser Code wurde bereits verwendet."),
    PRM155: coupon("Der Code {couponCode} ist abgelaufen.", "Dieser Code ist abgelaufen."),
    PRM416: coupon("Der Code {couponCode} ist bereits eingelöst.", "Dieser Code ist bereits eingelöst."),
    PRM175: coupon("Der Code {couponCode} konnte nicht eingelöst werden. Bitte versuchen Sie es erneut.", "Dieser Code konnte nicht eingelöst werden. Bitte versuchen Sie es erneut."),
    GFS800: "Dieses Geschenk ist nicht mehr verfügbar.",
    // ---- gift cards
    GFC400: "Bitte geben Sie die Nummer und die PIN der Geschenkkarte ein.",
    GFC800: GIFT_CARD_INVALID,
    GFC700: GIFT_CARD_INVALID,
    GFC760: GIFT_CARD_INVALID,
    GFC812: "Diese Geschenkkarte ist abgelaufen.",
    GFC740: "Diese Geschenkkarte hat kein Guthaben mehr.",
    GFC755: "Diese Geschenkkarte ist bereits eingelöst.",
    GFC725: "Diese Bestellung kann nicht mit einer Geschenkkarte bezahlt werden.",
    GFC410: "Sie haben die Höchstzahl an Geschenkkarten für eine Bestellung erreicht.",
    GFC799: "Wir können diese Geschenkkarte gerade nicht prüfen. Bitte versuchen Sie es später erneut.",
    GFO405: "Diese Geschenkkarte kann in der Währung dieses Shops nicht verwendet werden.",
    // ---- payment and billing
    FE309: "Das Ablaufdatum der Karte ist ungültig, oder die Karte ist abgelaufen.",
    PAY400: "Die Zahlung konnte nicht abgeschlossen werden. Bitte prüfen Sie Ihre Angaben oder wählen Sie eine andere Zahlungsart.",
    PYT400: "Ihre Zahlung deckt den Gesamtbetrag der Bestellung noch nicht. Bitte fügen Sie eine Zahlungsart hinzu.",
    PYT402: "Wir konnten diese Zahlung nicht bestätigen. Bitte wählen Sie eine andere Zahlungsart.",
    PYT404: "Diese Zahlungsart ist nicht mehr in Ihrer Bestellung. Bitte fügen Sie sie erneut hinzu.",
    PYT405: "Wir konnten diese Adresse nicht finden. Bitte wählen Sie sie aus oder geben Sie sie erneut ein.",
    PYT406: "Einige Angaben zur Adresse fehlen. Bitte ergänzen Sie sie.",
    BIL400: "Bitte geben Sie eine Rechnungsadresse ein.",
    BILL410: "Bitte geben Sie eine Telefonnummer für die Rechnung ein.",
    REW401: "Bitte melden Sie sich an, um Ihre Prämien zu nutzen.",
    REW130: "Prämien gibt es nur für Mitglieder des Treueprogramms.",
    REW135: "Ihre Mitgliedschaft im Treueprogramm ist noch nicht bestätigt.",
    REW140: { template: "Sie haben {availablePoints} Punkte – das reicht nicht für diese Prämie.", otherwise: "Sie haben nicht genug Punkte für diese Prämie." },
    // ---- totals and the order
    TAX309: "Wir konnten die Steuern für Ihre Bestellung nicht berechnen. Bitte versuchen Sie es erneut.",
    TAX310: "Die Steuern für Ihre Bestellung haben sich geändert. Bitte prüfen Sie den neuen Gesamtbetrag.",
    ORD415: "Wir konnten den Gesamtbetrag Ihrer Bestellung nicht berechnen. Bitte versuchen Sie es erneut.",
    ORD409: ORDER_NOT_FOUND,
    OHS4004: ORDER_NOT_FOUND,
    // ---- signing in
    AUT401: WRONG_CREDENTIALS,
    AUT426: "Nach einem weiteren Fehlversuch wird Ihr Konto vorübergehend gesperrt.",
    AUT423: "Ihr Konto ist nach zu vielen Versuchen vorübergehend gesperrt.",
    AUT441: "Ihr Konto ist gesperrt. Bitte versuchen Sie es später erneut oder setzen Sie Ihr Passwort zurück.",
    AUT418: WRONG_CREDENTIALS,
    AUT437: WRONG_CREDENTIALS,
    AUT438: WRONG_CREDENTIALS,
    AUT439: "Diese E-Mail-Adresse wird bereits für ein Konto verwendet. Bitte melden Sie sich an.",
    AUT440: "Wir konnten Ihr Konto nicht finden.",
    AUT450: "Das aktuelle Passwort ist nicht korrekt.",
    AUT451: PASSWORD_USED,
    AUT452: PASSWORD_USED,
    AUT453: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    AUT442: PHONE_IN_USE,
    AUT444: PHONE_IN_USE,
    AUT409: "Die Anmeldung wurde zweimal gleichzeitig versucht. Bitte versuchen Sie es erneut.",
    AUT404: "Wir konnten Sie nicht anmelden. Bitte versuchen Sie es erneut.",
    AUT500: "Die Anmeldung funktioniert gerade nicht. Bitte versuchen Sie es gleich noch einmal.",
    AUT402: "Dieser Link zum Zurücksetzen ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.",
    // ---- the profile
    PRO400: "Diese E-Mail-Adresse wird bereits für ein Konto verwendet.",
    PRO404: "Wir konnten Ihr Profil nicht finden.",
    PRO410: "Sie müssen mindestens 13 Jahre alt sein.",
    PRO411: "Bitte geben Sie zuerst Ihr Geburtsdatum an.",
    PRO412: PROFILE_NOT_SAVED,
    PRO414: "Wir konnten diese Adresse nicht löschen. Bitte versuchen Sie es erneut.",
    PRO415: "Wir konnten Ihr Passwort nicht ändern. Bitte versuchen Sie es erneut.",
    PRO418: PROFILE_NOT_SAVED,
    ORD400: "Wir konnten zu dieser E-Mail-Adresse keine Bestellung mit dieser Nummer finden.",
    FE340: "Die Passwörter stimmen nicht überein.",
    FE872: "Ihr Passwort muss mindestens 8 Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben und eine Ziffer enthalten.",
  },
};

export default words;
