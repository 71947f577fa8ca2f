import type { ErrorId } from "../../../contracts/errors/catalogue.ts";

/**
 * What a shopper reads for an error id (commerce spec §7 "Handling of answers"): a message for
 * the id with general placeholders filled, else the server's own message. Our wording; the
 * spec does not show the texts.
 */
const MESSAGES: Partial<Record<ErrorId, string>> = {
  BSK404: "Your cart could not be found. We have started a new one for you.",
  AUT498: "Your session has changed. We are refreshing your cart.",
  INV700: "Sorry, {productName} is out of stock.",
  INV406: "Some items in your cart are out of stock.",
  INV408: "You can add at most {maxAllowedQuantity} of this item.",
  GWP403: "Gift items cannot be added or changed.",
  ORD404: "This item is not available.",
  AUT401: "The email address or password is not right.",
  AUT426: "One more failed attempt will lock your account for a while.",
  AUT423: "Your account is locked for a while after too many attempts.",
  AUT441: "Your account is locked. Please try again later or reset your password.",
  FE340: "The passwords do not match.",
  FE872: "Your password needs at least 8 characters with an upper-case letter, a lower-case letter and a number.",
};

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";
/** INV408 without the server's maximum. */
const INV408_GENERIC = "You have reached the maximum quantity for this item.";

export function messageFor(errorId: string, serverMessage: string | undefined, details: Record<string, unknown> = {}): string {
  const template = MESSAGES[errorId as ErrorId];
  if (!template) return serverMessage || GENERIC_ERROR_MESSAGE;
  const missing = [...template.matchAll(/\{(\w+)\}/g)].some(([, name]) => details[name!] === undefined);
  if (missing) return errorId === "INV408" ? INV408_GENERIC : serverMessage || GENERIC_ERROR_MESSAGE;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => String(details[name]));
}
