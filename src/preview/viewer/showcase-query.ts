import { rules } from "../../forms/validators.ts";

/**
 * The preview viewer's query (content spec §2, §5, §9): `docType` (required), `layoutVariant`
 * (optional text) and `limit` (10, 20 or 50; anything else is the default, 20). Pure: the
 * loader parses the URL with it and the form validates with the same rule.
 */

export const SHOWCASE_LIMITS = [10, 20, 50] as const;
export type ShowcaseLimit = (typeof SHOWCASE_LIMITS)[number];
export const DEFAULT_SHOWCASE_LIMIT: ShowcaseLimit = 20;

export const DOC_TYPE_REQUIRED = "Doc type is required";

/** Fails for an empty or whitespace-only doc type, with the spec's message. */
export const validateDocType = (value: string): string | undefined => rules.required(DOC_TYPE_REQUIRED)(value, {});

/** What the content service is asked for. */
export interface ShowcaseQuery {
  docType: string;
  layoutVariant?: string;
  limit: ShowcaseLimit;
}

/** One example block as the viewer lists it: "id | name". */
export interface ShowcaseEntry {
  id: string;
  name: string;
}

/** The form's fields as the URL gives them, to fill the form in again. */
export interface ShowcaseFormValues {
  docType: string;
  layoutVariant: string;
  limit: ShowcaseLimit;
}

export type ParsedShowcaseQuery =
  /** No `docType` in the URL: the form alone, no message yet. */
  | { status: "empty"; values: ShowcaseFormValues }
  /** A blank `docType` (a form sent without the browser's check): the form with its message. */
  | { status: "invalid"; values: ShowcaseFormValues; error: string }
  | { status: "ready"; values: ShowcaseFormValues; query: ShowcaseQuery };

/** `10`, `20` or `50`; anything else (missing, `15`, `abc`) is the default, 20. */
export function parseLimit(value: string | null | undefined): ShowcaseLimit {
  const text = value?.trim();
  return SHOWCASE_LIMITS.find((limit) => String(limit) === text) ?? DEFAULT_SHOWCASE_LIMIT;
}

export function parseShowcaseQuery(params: URLSearchParams): ParsedShowcaseQuery {
  const docType = params.get("docType");
  const values: ShowcaseFormValues = {
    docType: docType?.trim() ?? "",
    layoutVariant: params.get("layoutVariant")?.trim() ?? "",
    limit: parseLimit(params.get("limit")),
  };
  if (docType === null) return { status: "empty", values };
  const error = validateDocType(docType);
  if (error) return { status: "invalid", values, error };
  return {
    status: "ready",
    values,
    query: { docType: values.docType, ...(values.layoutVariant ? { layoutVariant: values.layoutVariant } : {}), limit: values.limit },
  };
}

/**
 * Parameters the form carries over from the current URL, as hidden fields: a GET form replaces
 * the whole query, and preview mode needs `preview=true` on every request. The token itself is
 * not carried: after the first answer it lives in an httpOnly cookie.
 */
export const CARRIED_PARAMS = ["preview", "previewDateTime", "previewDateRFC1123", "p13n_testcontext"] as const;

export function carriedParams(params: URLSearchParams): [name: string, value: string][] {
  return CARRIED_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
}
