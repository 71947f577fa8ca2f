import { errorBehaviour } from "../../../errors/error-behaviour.ts";
import { genericMessage } from "../../../errors/messages.ts";

/**
 * A failed payment call, as the billing step shows it (commerce spec §7 "Handling of answers",
 * §8 "Behaviour on errors"). The commerce client throws a `CommerceApiError` whose message is
 * already the catalogue's in the site's language (`messageFor`); the error body's first entry carries the details
 * (`field`, `availablePoints`…). Errors are told by shape, not `instanceof`: the client's code is
 * loaded lazily and the step never imports it.
 */
export interface PaymentProblem {
  errorId: string;
  /** What the shopper reads: the catalogue's message, else the server's, else a general one. */
  message: string;
  /** The server's own message (card save PYT300 shows it, spec §8). */
  serverMessage?: string;
  /** The error's field (`number`, `address.city`, `phone`…), when the answer names one. */
  field?: string;
  details: Record<string, unknown>;
  behaviour: ReturnType<typeof errorBehaviour>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function paymentProblem(error: unknown, siteId: string): PaymentProblem {
  const apiError = isRecord(error) && typeof error.errorId === "string" ? error : undefined;
  const errorId = (apiError?.errorId as string | undefined) ?? "GEN500";
  const body = isRecord(apiError?.response) ? apiError.response : {};
  const entry = Array.isArray(body.errorDetails) && isRecord(body.errorDetails[0]) ? body.errorDetails[0] : {};
  const message = error instanceof Error && error.message ? error.message : genericMessage(siteId);
  return {
    errorId,
    message,
    serverMessage: typeof entry.message === "string" ? entry.message : undefined,
    field: typeof entry.field === "string" ? entry.field : undefined,
    details: entry,
    behaviour: errorBehaviour(errorId),
  };
}

/** Where a section shows a problem: at one of its fields, at its top, or at the step's top. */
export type ProblemPlace<Field extends string> = { at: "field"; field: Field } | { at: "section" } | { at: "step" };

/**
 * Where a problem goes, in a section whose form has `fields` (the first is its main input):
 * - at the field the answer names (`details.field`, matched by its last part), however the
 *   catalogue ranks the id: the shopper fixes it there, and the message is tied to that input;
 * - at the main input for the ids the catalogue puts at the input (GFC700, GFC755, GFC725,
 *   GFC740) and those the section claims (`atInput`: every GFC id for the gift card form, REW ids
 *   for loyalty);
 * - at the step's top for the catalogue's toasts (spec §8: "all other errors give a persistent
 *   toast"; the step keeps them until dismissed or the next success);
 * - else at the top of the section (the spec's "inline notice at the top").
 */
export function problemPlace<Field extends string>(problem: PaymentProblem, fields: readonly Field[], atInput: (errorId: string) => boolean = () => false): ProblemPlace<Field> {
  const named = problem.field?.split(".").pop();
  const field = fields.find((candidate) => candidate === named);
  if (field) return { at: "field", field };
  if (fields[0] !== undefined && (problem.behaviour.level === "input" || atInput(problem.errorId))) return { at: "field", field: fields[0] };
  if (problem.behaviour.level === "toast") return { at: "step" };
  return { at: "section" };
}
