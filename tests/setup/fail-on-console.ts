import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * An unexpected console.error or console.warn fails the test. A test that expects one says
 * so with `expectConsole("warn", /pattern/)` before the code that logs: every matching line
 * is then accepted, and the test fails if none came.
 */
type Level = "error" | "warn";
const expected: { level: Level; pattern: RegExp; seen: boolean }[] = [];
const unexpected: string[] = [];

export function expectConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, seen: false });
}

function format(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? arg.message : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" ");
}

beforeEach(() => {
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = format(args);
      const match = expected.find((entry) => entry.level === level && entry.pattern.test(text));
      if (match) match.seen = true;
      else unexpected.push(`console.${level}: ${text}`);
    });
  }
});

afterEach(() => {
  const problems = [...unexpected];
  for (const entry of expected) if (!entry.seen) problems.push(`expected console.${entry.level} matching ${entry.pattern} was not logged`);
  unexpected.length = 0;
  expected.length = 0;
  vi.restoreAllMocks();
  expect(problems, "console output").toEqual([]);
});
