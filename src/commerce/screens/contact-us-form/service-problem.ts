import { paymentProblem } from "../checkout/payment/payment-errors.ts";

/** A failed call of a service form: its id, what the shopper reads, and the field it is about. */
export interface ServiceProblem<Field extends string> {
  errorId: string;
  message: string;
  /** The form's field the answer names (`details.field`); undefined: the form's top. */
  field?: Field;
}

/**
 * Reads a failed call as the checkout does (`paymentProblem`: the catalogue's message, else the
 * server's) and places it at the form's field the answer names, when the form has it. A refused
 * request field (ATTR300) carries the server's words prefixed by the field's name
 * ("orderNumber: is required for this subject"): under that field, the prefix is left out.
 */
export function serviceProblem<Field extends string>(error: unknown, fields: readonly Field[], siteId: string): ServiceProblem<Field> {
  const problem = paymentProblem(error, siteId);
  const named = problem.field?.split(".")[0];
  const field = fields.find((candidate) => candidate === named);
  const prefix = `${problem.field}: `;
  const message = field && problem.message.startsWith(prefix) ? capitalised(problem.message.slice(prefix.length)) : problem.message;
  return { errorId: problem.errorId, message, field };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
