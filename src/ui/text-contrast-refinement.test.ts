import { expect, test } from "vitest";
import { z } from "zod";
import { textContrast, type TextOnBackground } from "./text-contrast-refinement.ts";

type Colours = { textColor?: string; backgroundColor?: string };

/** The issues a schema of two colour fields, refined with `pair`, reports for `input`. */
function issues(pair: TextOnBackground<Colours>, input: Colours) {
  const schema = z.object({ textColor: z.string().optional(), backgroundColor: z.string().optional() }).superRefine(textContrast(pair));
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

const PAIR: TextOnBackground<Colours> = { text: "textColor", background: "backgroundColor" };
const GREY_ON_WHITE = "has a contrast of 2.32:1; shoppers need at least 4.5:1";

test.each<[string, TextOnBackground<Colours>, Colours, { path: string; message: string }[]]>([
  ["readable text passes", PAIR, { textColor: "#1a1f1c", backgroundColor: "#ffffff" }, []],
  ["faint text is a diagnostic on the text colour", PAIR, { textColor: "#aaaaaa", backgroundColor: "#ffffff" }, [{ path: "textColor", message: `Text colour #aaaaaa on #ffffff ${GREY_ON_WHITE}` }]],
  ["short hex colours are measured", PAIR, { textColor: "#aaa", backgroundColor: "#fff" }, [{ path: "textColor", message: `Text colour #aaa on #fff ${GREY_ON_WHITE}` }]],
  ["colours that cannot be measured pass", PAIR, { textColor: "grey", backgroundColor: "#ffffff" }, []],
  ["no background: nothing to check", PAIR, { textColor: "#aaaaaa" }, []],
  ["no text colour and no fallback: nothing to check", PAIR, { backgroundColor: "#ffffff" }, []],
  ["an unset text colour is checked as its fallback", { ...PAIR, fallback: "#aaaaaa" }, { backgroundColor: "#ffffff" }, [{ path: "textColor", message: `Text colour #aaaaaa on #ffffff ${GREY_ON_WHITE}` }]],
  ["a fallback chosen for the background", { ...PAIR, fallback: (background) => (background === "#ffffff" ? "#aaaaaa" : "#000000") }, { backgroundColor: "#ffffff" }, [{ path: "textColor", message: `Text colour #aaaaaa on #ffffff ${GREY_ON_WHITE}` }]],
  ["a written colour wins over the fallback", { ...PAIR, fallback: "#aaaaaa" }, { textColor: "#000000", backgroundColor: "#ffffff" }, []],
  ["a label names the colour", { ...PAIR, label: "Title colour" }, { textColor: "#aaaaaa", backgroundColor: "#ffffff" }, [{ path: "textColor", message: `Title colour #aaaaaa on #ffffff ${GREY_ON_WHITE}` }]],
  [
    "describe words the message, with the colour as written",
    { ...PAIR, fallback: "#aaaaaa", describe: (colour, background, written) => `${colour}|${background}|${written}` },
    { backgroundColor: "#ffffff" },
    [{ path: "textColor", message: `#aaaaaa|#ffffff|undefined ${GREY_ON_WHITE}` }],
  ],
])("%s", (_name, pair, input, expected) => {
  expect(issues(pair, input)).toEqual(expected);
});

test("checks every pair it is given, each on its own field", () => {
  const schema = z
    .object({ title: z.string(), note: z.string(), background: z.string() })
    .superRefine(textContrast({ text: "title", background: "background", label: "Title colour" }, { text: "note", background: "background", label: "Note colour" }));
  const result = schema.safeParse({ title: "#aaaaaa", note: "#bbbbbb", background: "#ffffff" });
  expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message.split(" has")[0]])).toEqual([
    ["title", "Title colour #aaaaaa on #ffffff"],
    ["note", "Note colour #bbbbbb on #ffffff"],
  ]);
});
