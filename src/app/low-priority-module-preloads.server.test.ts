import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, test } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server.ts";

const HEAD = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js" nonce="n"/></head>';
const BODY = '<body><p>Grüße — rel="modulepreload" in text</p><link rel="modulepreload" href="/late.js"/></body></html>';
const REWRITTEN_HEAD = HEAD.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

/** The document streamed through the transform in chunks cut at `cuts` (byte offsets). */
async function streamed(document: string, cuts: number[]) {
  const bytes = Buffer.from(document);
  const chunks = [0, ...cuts, bytes.length].slice(1).map((end, index, ends) => bytes.subarray(index === 0 ? 0 : ends[index - 1], end));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

const document = HEAD + BODY;
const preloadAt = document.indexOf('rel="modulepreload"');
const headEndAt = document.indexOf("</head>");
const umlautAt = Buffer.from(document).indexOf(Buffer.from("ü"));

test.each([
  ["in one chunk", []],
  ["a chunk per 7 bytes", Array.from({ length: Math.floor(Buffer.byteLength(document) / 7) }, (_, index) => (index + 1) * 7)],
  ["cut inside a preload's attribute", [preloadAt + 9]],
  ["cut one character before a preload's attribute ends", [preloadAt + 'rel="modulepreload"'.length - 1]],
  ["cut inside </head>", [headEndAt + 3]],
  ["cut inside a two-byte character of the body", [umlautAt + 1]],
])("preloads in the head are asked at low priority, the body is left as it is: %s", async (_, cuts) => {
  expect(await streamed(document, cuts)).toBe(REWRITTEN_HEAD + BODY);
});

test("a body chunk passes at once, not held back for a marker", async () => {
  const transform = lowPriorityModulePreloads();
  const seen: string[] = [];
  transform.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
  transform.write(HEAD);
  transform.write("<body><p>rel=");
  await new Promise((resolve) => setImmediate(resolve));
  expect(seen.join("")).toBe(REWRITTEN_HEAD + "<body><p>rel=");
});

test("a head that ends with the stream is rewritten whole", async () => {
  expect(await streamed('<head><link rel="modulepreload" href="/a.js"/>', [20])).toBe('<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
});
