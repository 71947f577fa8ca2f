import { renderToReadableStream } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { Picture } from "../engine/content/fields.ts";
import { ResponsivePicture } from "./responsive-picture.tsx";

async function documentHead(picture: Picture, eager: boolean): Promise<string> {
  const stream = await renderToReadableStream(
    <html lang="en">
      <head>
        <title>t</title>
      </head>
      <body>
        <ResponsivePicture picture={picture} eager={eager} />
      </body>
    </html>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return html.slice(0, html.indexOf("</head>"));
}

const preloads = (head: string) => [...head.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
const base = { url: "/media/a.jpg", alt: "A", width: 1600, height: 700 };

describe("ResponsivePicture's preloads", () => {
  test("an eager picture with three sources: one preload per source, for the widths that choose it", async () => {
    const picture: Picture = { ...base, responsive: { sm: { url: "/media/a-sm.jpg" }, md: { url: "/media/a-md.jpg" }, lg: { url: "/media/a-lg.jpg" } } } as Picture;
    const links = preloads(await documentHead(picture, true));
    expect(links).toHaveLength(3);
    expect(links[0]).toMatch(/href="\/media\/a-lg.jpg".*media="\(min-width: 1200px\)"/);
    expect(links[1]).toMatch(/href="\/media\/a-md.jpg".*media="\(min-width: 768px\) and \(max-width: 1199.98px\)"/);
    expect(links[2]).toMatch(/href="\/media\/a-sm.jpg".*media="\(max-width: 767.98px\)"/);
    for (const link of links) expect(link).toMatch(/as="image"/);
    for (const link of links) expect(link).toMatch(/fetchPriority="high"/i);
  });

  test("an eager picture of one file: one preload for every width", async () => {
    const links = preloads(await documentHead(base as Picture, true));
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('href="/media/a.jpg"');
    expect(links[0]).not.toContain("media=");
  });

  test("a lazy picture preloads nothing", async () => {
    expect(preloads(await documentHead(base as Picture, false))).toEqual([]);
  });
});
