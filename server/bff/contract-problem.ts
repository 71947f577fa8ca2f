import { z } from "zod";

/**
 * Why an upstream success answer (its JSON text) is not what `contract` describes: "not JSON",
 * or the first issue (`path: message`); undefined when it is. The BFF checks here the answers
 * that browser code then trusts without schema code of its own (decision 0013).
 */
export function contractProblem(contract: z.core.$ZodType, text: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  const parsed = z.safeParse(contract, json);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join(".") || "(answer)"}: ${issue.message}`;
}
