import { genericMessage } from "../../errors/messages.ts";

/**
 * A failed account call as the profile screen shows it (commerce spec §7 "Handling of answers",
 * §8): the client's `CommerceApiError` (told by shape: the client's code is loaded lazily) with
 * the field its answer names, and the words for its id. The catalogue words the account ids for
 * other screens (AUT401 is about signing in) or not at all (PRO400, AUT442…), so each form names
 * its own; any other id shows the client's message.
 */
export interface AccountProblem {
  errorId: string;
  message: string;
  /** The last part of the answer's `details.field` (`consumerProfile.consumerDetails.email` → `email`). */
  field?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function accountProblem(error: unknown, siteId: string, words: Readonly<Partial<Record<string, string>>> = {}): AccountProblem {
  const errorId = isRecord(error) && typeof error.errorId === "string" ? error.errorId : "GEN500";
  const answer = isRecord(error) && isRecord(error.response) ? error.response : {};
  const entry = Array.isArray(answer.errorDetails) && isRecord(answer.errorDetails[0]) ? answer.errorDetails[0] : {};
  const field = typeof entry.field === "string" ? entry.field.split(".").pop() : undefined;
  const message = words[errorId] ?? (error instanceof Error && error.message ? error.message : genericMessage(siteId));
  return { errorId, message, field };
}
