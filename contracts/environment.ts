import { z } from "zod";

/**
 * Reading a program's settings from its environment, the same way in both programs
 * (server/config.ts, backend/config.ts): one zod schema of the variables, parsed once at start;
 * a bad value stops the program with a message that names the variable and says what it takes.
 */

export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigurationError";
  }
}

/** An environment as the process has it (unset variables are undefined). */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The variables of `schema` parsed from `env`. An empty value counts as unset (a shell's
 * `FOO= npm start`). Throws a ConfigurationError naming every bad variable.
 */
export function parseEnvironment<T extends z.ZodObject>(schema: T, env: Environment): z.output<T> {
  const present = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name] === "" ? undefined : env[name]]));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigurationError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "(environment)");
      const value = present[name];
      return `${name}${value === undefined ? " (unset)" : `="${value}"`}: ${issue.message}`;
    }),
  );
}

/** A TCP port, 1 to 65535. */
export const portVariable = z.coerce.number({ error: "expected a port number" }).int("expected a whole port number").min(1, "expected a port from 1 to 65535").max(65535, "expected a port from 1 to 65535");

/** A feature flag: `true` or `1` is on, `false` or `0` (or unset) off; anything else is refused. */
export const flagVariable = z
  .enum(["true", "1", "false", "0"], { error: "expected true, 1, false or 0" })
  .optional()
  .transform((value) => value === "true" || value === "1");

/** An http(s) URL, kept without a trailing slash (paths are appended to it). */
export const httpUrlVariable = z
  .url({ protocol: /^https?$/, error: "expected an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

/** A secret: long enough that guessing it is hopeless. */
export const secretVariable = z.string().min(16, "expected a secret of at least 16 characters");

/** A whole number of milliseconds, 0 or more. */
export const millisecondsVariable = z.coerce.number({ error: "expected a number of milliseconds" }).int("expected a whole number of milliseconds").min(0, "expected 0 or more milliseconds");
