import { Transform } from "node:stream";

const PRELOAD = 'rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = 'rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

const bytes = (text: string) => Buffer.from(text, "latin1");

/** How many characters `text` ends with that begin a marker the next chunk may complete. */
function unfinishedMarker(text: string): number {
  for (let length = Math.min(text.length, PRELOAD.length - 1); length > 0; length--) {
    const end = text.slice(-length);
    if (PRELOAD.startsWith(end) || HEAD_END.startsWith(end)) return length;
  }
  return 0;
}

/**
 * The page's module preloads (React Router's `<Scripts>`, the blocks' `preloadModule`) asked at
 * low fetch priority, in the document's head; the rest of the stream passes as it is.
 *
 * Why (docs/decisions/0035): at the default (High) priority the browser fetches 145 KB of
 * JavaScript alongside the stylesheets and the hero picture that the first paint needs, and
 * Lighthouse counts High-priority scripts as render-blocking: the home page's simulated first
 * paint was 2.4 s, 1.1 s with the scripts at low priority. The server HTML is the page; the
 * scripts hydrate it a moment later. Neither React Router's `<Scripts>` nor React's
 * `preloadModule` takes a fetch priority, hence a rewrite of the streamed head.
 *
 * A marker split across two chunks is completed by the next one: the start of a marker at the
 * end of a chunk waits for it, in the head only (the shell's first flush holds the whole head),
 * so the streamed body is never held back. Bytes are read as Latin-1, one character each: the
 * markers are ASCII, which no byte of a UTF-8 sequence of several bytes can be, so text cut
 * inside a character passes intact.
 */
export function lowPriorityModulePreloads(): Transform {
  let pending = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const text = pending + chunk.toString("latin1");
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inHead = false;
        pending = "";
        return callback(null, bytes(text.slice(0, headEnd).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD) + text.slice(headEnd)));
      }
      const ready = text.length - unfinishedMarker(text);
      pending = text.slice(ready);
      callback(null, bytes(text.slice(0, ready).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)));
    },
    flush(callback) {
      callback(null, bytes(pending.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)));
    },
  });
}
