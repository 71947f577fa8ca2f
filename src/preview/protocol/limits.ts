/**
 * Size limits of the preview protocol. Every received message is checked against them before
 * anything reads it, so a hostile or buggy peer cannot make the other side do unbounded work.
 */
export const PROTOCOL_LIMITS = {
  /** Block ids, page ids and block type names. */
  idLength: 200,
  /** Document paths (`sections[0].items[2]`), field paths and URL paths. */
  pathLength: 2048,
  /** Page slugs and titles. */
  textLength: 1000,
  /** Diagnostic messages. */
  messageLength: 2000,
  /** Blocks listed in `ready`, diagnostics in `ready` and `draft-applied`. */
  listLength: 1000,
  /** A draft's `fields`, serialised as JSON, in UTF-8 bytes (256 KiB). */
  fieldsBytes: 256 * 1024,
  /** How deep objects and arrays may nest in a draft's `fields` (the block object itself is depth 1). */
  fieldsDepth: 32,
} as const;

/** The workbench sends `hello` this often until the preview answers `ready`. */
export const HELLO_INTERVAL_MS = 250;

/** The workbench stops sending `hello` after this long without `ready`. */
export const READY_TIMEOUT_MS = 10_000;
