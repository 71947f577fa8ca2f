import { describe, expect, test } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { IMAGE_TRANSFORM_DEFAULTS, transformImageUrl, transformPicture, type ImageTransformOptions } from "./image-transform.ts";

describe("transformImageUrl", () => {
  test("the spec's constants: doubled size, quality 50, sharpen 60, format auto, dpr 2.0", () => {
    expect(IMAGE_TRANSFORM_DEFAULTS).toEqual({ sizeFactor: 2, quality: 50, sharpen: 60, format: "auto", dpr: 2 });
  });

  test.each<[string, string, ImageTransformOptions, string]>([
    ["a media file at its display size", "/media/hero-mountains.svg", { width: 800, height: 350 }, "/media/hero-mountains.svg?w=1600&h=700&q=50&sharpen=60&fm=auto&dpr=2.0"],
    ["no size known: no w and h", "/media/card-packs.svg", {}, "/media/card-packs.svg?q=50&sharpen=60&fm=auto&dpr=2.0"],
    ["width only", "/media/card-packs.svg", { width: 400 }, "/media/card-packs.svg?w=800&q=50&sharpen=60&fm=auto&dpr=2.0"],
    ["fractional sizes are rounded after doubling", "/media/a.svg", { width: 100.3, height: 50.6 }, "/media/a.svg?w=201&h=101&q=50&sharpen=60&fm=auto&dpr=2.0"],
    ["existing query kept, our names replaced", "/media/a.svg?v=3&q=90", { width: 10 }, "/media/a.svg?v=3&w=20&q=50&sharpen=60&fm=auto&dpr=2.0"],
    ["a fragment stays last", "/media/a.svg#view", {}, "/media/a.svg?q=50&sharpen=60&fm=auto&dpr=2.0#view"],
    ["another https host: query parameters", "https://images.example.com/p/jacket.jpg", { width: 300, height: 400 }, "https://images.example.com/p/jacket.jpg?w=600&h=800&q=50&sharpen=60&fm=auto&dpr=2.0"],
    ["overrides", "/media/a.svg", { quality: 80, sharpen: 0, format: "webp", dpr: 1 }, "/media/a.svg?q=80&sharpen=0&fm=webp&dpr=1.0"],
    ["surrounding whitespace is trimmed", "  /media/a.svg ", {}, "/media/a.svg?q=50&sharpen=60&fm=auto&dpr=2.0"],
    [
      "Cloudinary-style delivery URL: a transformation segment",
      "https://res.cloudinary.com/ridgeline/image/upload/v1712/hero/alps.jpg",
      { width: 196, height: 343 },
      "https://res.cloudinary.com/ridgeline/image/upload/w_392,h_686,c_fill,q_50,e_sharpen:60,f_auto,dpr_2.0/v1712/hero/alps.jpg",
    ],
    [
      "Cloudinary-style without a size",
      "https://res.cloudinary.com/ridgeline/image/upload/hero/alps.jpg",
      {},
      "https://res.cloudinary.com/ridgeline/image/upload/q_50,e_sharpen:60,f_auto,dpr_2.0/hero/alps.jpg",
    ],
    [
      "a Cloudinary look-alike host gets query parameters",
      "https://res.cloudinary.com.example.org/ridgeline/image/upload/a.jpg",
      {},
      "https://res.cloudinary.com.example.org/ridgeline/image/upload/a.jpg?q=50&sharpen=60&fm=auto&dpr=2.0",
    ],
  ])("%s", (_name, url, options, expected) => {
    expect(transformImageUrl(url, options)).toBe(expected);
  });

  test.each<[string, string, ImageTransformOptions, RegExp]>([
    ["an empty URL", "  ", {}, /URL is empty/],
    ["a javascript: URL", "javascript:alert(1)", {}, /not a relative or http\(s\) URL/],
    ["a data: URL", "data:image/png;base64,AAAA", {}, /not a relative or http\(s\) URL/],
    ["an unparsable absolute URL", "https://exa mple.com/a.jpg", {}, /cannot be parsed/],
    ["a zero width", "/media/a.svg", { width: 0 }, /width must be a positive number/],
    ["a negative height", "/media/a.svg", { height: -4 }, /height must be a positive number/],
    ["a NaN width", "/media/a.svg", { width: Number.NaN }, /width must be a positive number/],
    ["quality out of range", "/media/a.svg", { quality: 101 }, /quality must be between 1 and 100/],
    ["sharpen out of range", "/media/a.svg", { sharpen: -1 }, /sharpen must be between 0 and 100/],
    ["a format that is not a word", "/media/a.svg", { format: "png&x=1" }, /format must be a word/],
    ["dpr zero", "/media/a.svg", { dpr: 0 }, /dpr must be above 0/],
  ])("fails on %s: empty string and a log", (_name, url, options, reason) => {
    expectConsole("warn", new RegExp(`\\[image-transform\\] no transform for .*${reason.source}`));
    expect(transformImageUrl(url, options)).toBe("");
  });
});

describe("transformPicture", () => {
  test("the base URL at the picture's size, breakpoint URLs without a size unless given", () => {
    const picture = {
      url: "/media/story-trail.svg",
      alt: "Trail",
      width: 1200,
      height: 600,
      responsive: { md: { url: "/media/hero-mountains.svg" } },
    };
    expect(transformPicture(picture)).toEqual({
      url: "/media/story-trail.svg?w=2400&h=1200&q=50&sharpen=60&fm=auto&dpr=2.0",
      alt: "Trail",
      width: 1200,
      height: 600,
      responsive: { sm: undefined, md: { url: "/media/hero-mountains.svg?q=50&sharpen=60&fm=auto&dpr=2.0" }, lg: undefined },
    });
  });

  test("sizes per breakpoint", () => {
    const picture = { url: "/media/p.svg", alt: "", responsive: { sm: { url: "/media/s.svg" }, lg: { url: "/media/l.svg" } } };
    const result = transformPicture(picture, { sm: { width: 10, height: 20 }, lg: { width: 30, height: 40 } });
    expect(result.url).toBe("/media/p.svg?w=20&h=40&q=50&sharpen=60&fm=auto&dpr=2.0");
    expect(result.responsive?.sm?.url).toBe("/media/s.svg?w=20&h=40&q=50&sharpen=60&fm=auto&dpr=2.0");
    expect(result.responsive?.lg?.url).toBe("/media/l.svg?w=60&h=80&q=50&sharpen=60&fm=auto&dpr=2.0");
  });

  test("a URL whose transform fails stays as it was", () => {
    expectConsole("warn", /\[image-transform\] no transform for "https:\/\/exa mple.com\/a.jpg"/);
    expect(transformPicture({ url: "https://exa mple.com/a.jpg", alt: "" }).url).toBe("https://exa mple.com/a.jpg");
  });
});
