import { ConfigurationError } from "../contracts/environment.ts";

/** Stops the program's servers on Ctrl-C or a termination signal, then exits. */
export function stopOnSignal(stop: () => Promise<unknown>): void {
  const onSignal = () => void stop().finally(() => process.exit(0));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

/** A start that failed: a bad setting says which variable and why, anything else in full. */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
}
