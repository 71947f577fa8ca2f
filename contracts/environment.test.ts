import { describe, expect, test } from "vitest";
import { z } from "zod";
import { ConfigurationError, flagVariable, httpUrlVariable, millisecondsVariable, parseEnvironment, portVariable, secretVariable } from "./environment.ts";

describe("parseEnvironment", () => {
  const schema = z.object({ PORT: portVariable.default(3000), FLAG: flagVariable, NAME: z.string().optional() });

  test("reads only the schema's variables; empty values count as unset", () => {
    expect(parseEnvironment(schema, { PORT: "8080", FLAG: "1", OTHER: "x" })).toEqual({ PORT: 8080, FLAG: true, NAME: undefined });
    expect(parseEnvironment(schema, { PORT: "", NAME: "" })).toEqual({ PORT: 3000, FLAG: false, NAME: undefined });
  });

  test("names every bad variable with its value and what it takes", () => {
    let error: unknown;
    try {
      parseEnvironment(schema, { PORT: "http", FLAG: "maybe" });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).problems).toEqual(['PORT="http": expected a port number', 'FLAG="maybe": expected true, 1, false or 0']);
    expect((error as Error).message).toBe('Invalid configuration:\n  - PORT="http": expected a port number\n  - FLAG="maybe": expected true, 1, false or 0');
  });

  test("a required variable that is unset is named as unset", () => {
    expect(() => parseEnvironment(z.object({ SECRET: secretVariable }), {})).toThrow(/SECRET \(unset\)/);
  });
});

describe("variable types", () => {
  test.each([
    [portVariable, "3001", 3001],
    [portVariable, "65535", 65535],
    [flagVariable, "true", true],
    [flagVariable, "0", false],
    [flagVariable, undefined, false],
    [httpUrlVariable, "https://api.example.com/", "https://api.example.com"],
    [httpUrlVariable, "http://127.0.0.1:3001", "http://127.0.0.1:3001"],
    [millisecondsVariable, "0", 0],
  ] as const)("%#: %s reads as %s", (schema, value, expected) => {
    expect((schema as z.ZodType).parse(value)).toBe(expected);
  });

  test.each([
    [portVariable, "0"],
    [portVariable, "1.5"],
    [portVariable, "x"],
    [flagVariable, "yes"],
    [httpUrlVariable, "ftp://example.com"],
    [httpUrlVariable, "not a url"],
    [millisecondsVariable, "-5"],
    [secretVariable, "too-short"],
  ] as const)("%#: %s is refused", (schema, value) => {
    expect((schema as z.ZodType).safeParse(value).success).toBe(false);
  });
});
