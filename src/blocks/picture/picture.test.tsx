import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { pictureSchema } from "./schema.ts";
import PictureBlock from "./picture.tsx";

const render = (fields: Record<string, unknown>) => renderToString(<PictureBlock {...pictureSchema.parse(fields)} blockId="picture-1" />);

describe("picture block", () => {
  test("its image and art-directed sources go through the image transform", () => {
    const html = render({
      picture: { url: "/media/story-trail.svg", alt: "A trail", width: 1200, height: 600, responsive: { lg: { url: "/media/hero-mountains.svg" } } },
    });
    expect(html).toContain('src="/media/story-trail.svg?w=2400&amp;h=1200&amp;q=50&amp;sharpen=60&amp;fm=auto&amp;dpr=2.0"');
    expect(html).toContain('srcSet="/media/hero-mountains.svg?q=50&amp;sharpen=60&amp;fm=auto&amp;dpr=2.0"');
    // The layout keeps the display size; only the requested pixels double.
    expect(html).toContain('width="1200" height="600"');
  });

  test("a failed transform is logged and the image keeps its own URL", () => {
    expectConsole("warn", /\[image-transform\] no transform for "https:\/\/exa mple\.com\/a\.jpg": the URL cannot be parsed/);
    expect(render({ picture: { url: "https://exa mple.com/a.jpg", alt: "Broken" } })).toContain('src="https://exa mple.com/a.jpg"');
  });
});
