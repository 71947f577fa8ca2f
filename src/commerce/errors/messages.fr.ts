import type { ErrorWords, Template } from "./messages.ts";

/*
 * The error messages in French (loaded on French pages only: messages.ts). Canadian French, as
 * the screens' words (courriel, NIP, taxes); the shopper is « vous »; a space before : ; ! ?.
 * Type imports only: a value imported from messages.ts would be a cycle with that module's
 * top-level await of this one (a deadlock).
 */

const GENERIC = "Une erreur s’est produite. Veuillez réessayer.";
const GIFT_CARD_INVALID = "Le numéro ou le NIP de la carte-cadeau n’est pas valide.";
const ORDER_NOT_FOUND = "Nous n’avons pas trouvé cette commande.";
const REQUEST_REFUSED = "Votre demande n’a pas pu être traitée. Veuillez actualiser la page et réessayer.";
const WRONG_CREDENTIALS = "L’adresse courriel ou le mot de passe est incorrect.";
const PASSWORD_USED = "Choisissez un mot de passe que vous n’avez jamais utilisé.";
const PHONE_IN_USE = "Un compte utilise déjà ce numéro de téléphone.";
const PROFILE_NOT_SAVED = "Nous n’avons pas pu enregistrer votre profil. Veuillez réessayer.";
const coupon = (template: string, otherwise: string): Template => ({ template, otherwise });

const words: ErrorWords = {
  generic: GENERIC,
  messages: {
    // ---- the session and the cart
    BSK404: "Votre panier est introuvable. Nous vous en avons créé un nouveau.",
    AUT498: "Votre session a changé. Nous actualisons votre panier.",
    AUT403: "La vérification de sécurité a échoué. Veuillez réessayer.",
    API415: REQUEST_REFUSED,
    GEN500: GENERIC,
    // ---- items and stock
    INV700: { template: "Désolé, {productName} est en rupture de stock.", otherwise: "Désolé, cet article est en rupture de stock." },
    INV701: "Désolé, cet article n’est pas en stock.",
    INV702: "Cet article ne peut pas être acheté pour le moment.",
    INV406: "Certains articles de votre panier sont en rupture de stock.",
    INV405: "Certains articles ne sont plus disponibles dans la quantité choisie. Nous avons mis à jour votre panier : veuillez le vérifier avant de commander.",
    INV407: "Certains articles ne sont plus disponibles. Nous avons mis à jour votre panier.",
    INV409: "Nous ne pouvons pas vérifier le stock de certains articles pour le moment. Veuillez réessayer dans un instant.",
    INV408: { template: "La quantité maximale pour cet article est de {maxAllowedQuantity}.", otherwise: "Vous avez atteint la quantité maximale pour cet article." },
    GWP403: "Les articles-cadeaux ne peuvent être ni ajoutés ni modifiés.",
    ORD404: "Cet article n’est pas disponible.",
    ORD430: "Cet article n’est plus dans votre panier.",
    PLP400: "Nous n’avons pas trouvé cet article.",
    PRC400: "Cette modification de prix n’est pas valide.",
    STR404: "Nous n’avons pas trouvé ce magasin.",
    // ---- delivery
    ORD516: "Un article sera désormais retiré en magasin au lieu d’être livré.",
    ORD517: "Un article ne peut plus être retiré en magasin. Il sera plutôt livré à votre adresse.",
    ORD518: "Un article ne peut plus être retiré en magasin tout de suite. Il sera expédié au magasin, où vous pourrez le récupérer.",
    SHP404: "Ce mode de livraison n’est pas offert pour vos articles.",
    SHP500: "Nous ne livrons pas aux cases postales ni aux adresses militaires. Veuillez saisir une adresse municipale ou choisir le retrait en magasin.",
    SHP410: "Veuillez saisir un numéro de téléphone pour la livraison.",
    CHK380: "Veuillez vérifier votre adresse de livraison : certains renseignements sont manquants ou non valides.",
    CHK320: "Nous n’avons pas pu valider cette adresse. Veuillez la vérifier.",
    PAY401: "Cette boutique ne livre pas dans ce pays. Veuillez choisir une adresse dans le pays de la boutique.",
    // ---- coupons and gifts
    PRM130: coupon("Le code {couponCode} n’est pas valide.", "Ce code n’est pas valide."),
    PRM160: coupon("Le code {couponCode} ne s’applique pas aux articles de votre panier.", "Ce code ne s’applique pas aux articles de votre panier."),
    PRM135: coupon("Le code {couponCode} n’est pas encore actif.", "Ce code n’est pas encore actif."),
    PRM140: coupon("Le code {couponCode} a atteint sa limite d’utilisation.", "Ce code a atteint sa limite d’utilisation."),
    PRM150: coupon("Le code {couponCode} a déjà été utilisé.", "Ce code a déjà été utilisé."),
    PRM155: coupon("Le code {couponCode} est expiré.", "Ce code est expiré."),
    PRM416: coupon("Le code {couponCode} est déjà appliqué.", "Ce code est déjà appliqué."),
    PRM175: coupon("Le code {couponCode} n’a pas pu être appliqué. Veuillez réessayer.", "Ce code n’a pas pu être appliqué. Veuillez réessayer."),
    GFS800: "Ce cadeau n’est plus disponible.",
    // ---- gift cards
    GFC400: "Veuillez saisir le numéro et le NIP de la carte-cadeau.",
    GFC800: GIFT_CARD_INVALID,
    GFC700: GIFT_CARD_INVALID,
    GFC760: GIFT_CARD_INVALID,
    GFC812: "Cette carte-cadeau est expirée.",
    GFC740: "Le solde de cette carte-cadeau est épuisé.",
    GFC755: "Cette carte-cadeau est déjà appliquée.",
    GFC725: "Cette commande ne peut pas être réglée par carte-cadeau.",
    GFC410: "Vous avez atteint le nombre maximal de cartes-cadeaux pour une commande.",
    GFC799: "Nous ne pouvons pas vérifier cette carte-cadeau pour le moment. Veuillez réessayer plus tard.",
    GFO405: "Cette carte-cadeau ne peut pas être utilisée dans la devise de cette boutique.",
    // ---- payment and billing
    FE309: "La date d’expiration de la carte n’est pas valide, ou la carte est expirée.",
    PAY400: "Le paiement n’a pas pu être effectué. Veuillez vérifier vos renseignements ou choisir un autre mode de paiement.",
    PYT400: "Votre paiement ne couvre pas encore le total de la commande. Veuillez ajouter un mode de paiement.",
    PYT402: "Nous n’avons pas pu vérifier ce paiement. Veuillez choisir un autre mode de paiement.",
    PYT404: "Ce mode de paiement ne figure plus sur votre commande. Veuillez l’ajouter de nouveau.",
    PYT405: "Nous n’avons pas trouvé cette adresse. Veuillez la choisir ou la saisir de nouveau.",
    PYT406: "Certains renseignements de l’adresse sont manquants. Veuillez les compléter.",
    BIL400: "Veuillez saisir une adresse de facturation.",
    BILL410: "Veuillez saisir un numéro de téléphone pour la facturation.",
    REW401: "Veuillez vous connecter pour utiliser vos récompenses.",
    REW130: "Les récompenses sont réservées aux membres du programme de fidélité.",
    REW135: "Votre adhésion au programme de fidélité n’est pas encore confirmée.",
    REW140: { template: "Vous avez {availablePoints} points : ce n’est pas assez pour cette récompense.", otherwise: "Vous n’avez pas assez de points pour cette récompense." },
    // ---- totals and the order
    TAX309: "Nous n’avons pas pu calculer les taxes de votre commande. Veuillez réessayer.",
    TAX310: "Les taxes de votre commande ont changé. Veuillez vérifier le nouveau total.",
    ORD415: "Nous n’avons pas pu calculer le total de votre commande. Veuillez réessayer.",
    ORD409: ORDER_NOT_FOUND,
    OHS4004: ORDER_NOT_FOUND,
    // ---- signing in
    AUT401: WRONG_CREDENTIALS,
    AUT426: "Encore une tentative infructueuse, et votre compte sera verrouillé pendant un moment.",
    AUT423: "Votre compte est verrouillé pendant un moment après trop de tentatives.",
    AUT441: "Votre compte est verrouillé. Veuillez réessayer plus tard ou réinitialiser votre mot de passe.",
    AUT418: WRONG_CREDENTIALS,
    AUT437: WRONG_CREDENTIALS,
    AUT438: WRONG_CREDENTIALS,
    AUT439: "Un compte utilise déjà cette adresse courriel. Connectez-vous plutôt.",
    AUT440: "Nous n’avons pas trouvé votre compte.",
    AUT450: "Le mot de passe actuel est incorrect.",
    AUT451: PASSWORD_USED,
    AUT452: PASSWORD_USED,
    AUT453: "Veuillez saisir une adresse courriel valide.",
    AUT442: PHONE_IN_USE,
    AUT444: PHONE_IN_USE,
    AUT409: "La connexion a été demandée deux fois en même temps. Veuillez réessayer.",
    AUT404: "Nous n’avons pas pu vous connecter. Veuillez réessayer.",
    AUT500: "La connexion ne fonctionne pas pour le moment. Veuillez réessayer dans un instant.",
    AUT402: "Ce lien de réinitialisation est expiré ou a déjà été utilisé. Demandez-en un nouveau.",
    // ---- the profile
    PRO400: "Un compte utilise déjà cette adresse courriel.",
    PRO404: "Nous n’avons pas trouvé votre profil.",
    PRO410: "Vous devez avoir au moins 13 ans.",
    PRO411: "Veuillez d’abord ajouter votre date de naissance.",
    PRO412: PROFILE_NOT_SAVED,
    PRO414: "Nous n’avons pas pu supprimer cette adresse. Veuillez réessayer.",
    PRO415: "Nous n’avons pas pu modifier votre mot de passe. Veuillez réessayer.",
    PRO418: PROFILE_NOT_SAVED,
    ORD400: "Nous n’avons trouvé aucune commande portant ce numéro pour cette adresse courriel.",
    FE340: "Les mots de passe ne correspondent pas.",
    FE872: "Votre mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.",
  },
};

export default words;
