import { describe, expect, test } from "vitest";
import { promoBarSchema } from "./schema.ts";
import { BLACK, dotColor, isEmptyMessage, messageLabel, visibleMessages, WHITE, wrapIndex } from "./promo-rules.ts";

const message = (id: string, fields: Partial<{ richText: string; targets: unknown[]; isEmpty: boolean }> = {}) => ({
  id,
  richText: `<p>${id}</p>`,
  targets: [] as unknown[],
  isEmpty: false,
  ...fields,
});

describe("which messages show", () => {
  test.each([
    ["fewer than the maximum: all", ["a", "b"], 3, ["a", "b"]],
    ["more than the maximum: the first ones", ["a", "b", "c", "d"], 3, ["a", "b", "c"]],
    ["a maximum of one", ["a", "b"], 1, ["a"]],
    ["a maximum of zero shows nothing", ["a"], 0, []],
  ])("%s", (_name, ids, max, expected) => {
    expect(visibleMessages(ids.map((id) => message(id)), max).map((shown) => shown.id)).toEqual(expected);
  });

  test.each([
    ["flagged empty by the content service", { isEmpty: true }, true],
    ["no text and no link", { richText: "" }, true],
    ["only empty markup", { richText: "<p> </p><p>&nbsp;</p>" }, true],
    ["a non-breaking space only", { richText: "<p>\u00a0</p>" }, true],
    ["no text but a link", { richText: "", targets: [{ text: "Shop", url: "/en-us" }] }, false],
    ["text", { richText: "<p>Free shipping</p>" }, false],
    ["flagged empty though it has text", { richText: "<p>Free shipping</p>", isEmpty: true }, true],
  ])("a message with %s is empty: %s", (_name, fields, empty) => {
    expect(isEmptyMessage(message("m", fields))).toBe(empty);
  });

  test("empty messages are left out before the maximum is applied", () => {
    const messages = [message("a"), message("b", { isEmpty: true }), message("c", { richText: "<p></p>" }), message("d"), message("e"), message("f")];
    expect(visibleMessages(messages, 3).map((shown) => shown.id)).toEqual(["a", "d", "e"]);
  });
});

describe("dot colour by contrast", () => {
  test.each([
    ["the brand green", "#1f3b2d", "#ffffff", WHITE],
    ["the dark orange", "#b14a17", "#ffffff", WHITE],
    ["black", "#000", "#fff", WHITE],
    ["white", "#ffffff", "#1a1f1c", BLACK],
    ["the light grey", "#f3f4f2", "#1a1f1c", BLACK],
    ["a mid yellow", "#f5c518", "#1a1f1c", BLACK],
    ["a mid grey (#777: black contrasts more)", "#777777", "#ffffff", BLACK],
    ["a darker grey (#666: white contrasts more)", "#666666", "#ffffff", WHITE],
    ["a named colour: the text colour", "navy", "#ffffff", "#ffffff"],
    ["a CSS variable: the text colour", "var(--color-brand)", "white", "white"],
  ])("on %s: %s", (_name, background, textColor, expected) => {
    expect(dotColor(background, textColor)).toBe(expected);
  });
});

test.each([
  [0, 1, 3, 1],
  [2, 1, 3, 0],
  [0, -1, 3, 2],
  [1, -1, 3, 0],
  [0, 1, 1, 0],
  [0, 1, 0, 0],
])("wrapIndex(%i, %i, %i) = %i", (index, step, count, expected) => {
  expect(wrapIndex(index, step, count)).toBe(expected);
});

test("messageLabel fills index (1-based) and count", () => {
  expect(messageLabel("Message {index} of {count}", 0, 3)).toBe("Message 1 of 3");
  expect(messageLabel("Nachricht {index} von {count}", 2, 3)).toBe("Nachricht 3 von 3");
});

describe("schema", () => {
  const valid = { messages: [{ richText: "<p>Free shipping</p>" }] };

  test("defaults", () => {
    const props = promoBarSchema.parse(valid);
    expect(props).toMatchObject({ autorotateTime: 5000, closable: false, maxMessages: 3 });
    expect(props.messages[0]).toMatchObject({ clickable: false, textColor: "#ffffff", background: "#1f3b2d", isEmpty: false, targets: [] });
  });

  test.each([
    ["no messages", { messages: [] }, "messages", "A promo bar needs at least one message"],
    ["unreadable text", { messages: [{ richText: "<p>x</p>", textColor: "#aaaaaa", background: "#ffffff" }] }, "messages.0.textColor", "Text colour #aaaaaa on #ffffff has a contrast of 2.32:1; shoppers need at least 4.5:1"],
    ["rotation faster than 2 s", { ...valid, autorotateTime: 1500 }, "autorotateTime", "Messages need at least 2000 ms to be read"],
    ["an unsafe link", { messages: [{ richText: "<p>x</p>", targets: [{ text: "x", url: "javascript:alert(1)" }] }] }, "messages.0.targets.0.url", "Unsafe URL: only relative, http(s), mailto and tel links are allowed"],
    ["a maximum of zero", { ...valid, maxMessages: 0 }, "maxMessages", "Too small: expected number to be >=1"],
  ])("refuses %s", (_name, input, path, message) => {
    const result = promoBarSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([path, message]);
  });

  test("rich text is sanitised on the way in", () => {
    const props = promoBarSchema.parse({ messages: [{ richText: '<p onclick="x()">Hi<script>alert(1)</script></p>' }] });
    expect(props.messages[0]!.richText).toBe("<p>Hi</p>");
  });
});
