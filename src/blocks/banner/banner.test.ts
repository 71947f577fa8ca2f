import { describe, expect, test } from "vitest";
import { bannerSchema } from "./schema.ts";

describe("banner schema", () => {
  test.each([
    ["white on the brand green", "#ffffff", "#1f3b2d", true],
    ["white on the darker orange", "#ffffff", "#b14a17", true],
    ["white on the light orange (4.47:1)", "#ffffff", "#c4561b", false],
    ["grey on white (2.3:1)", "#aaaaaa", "#ffffff", false],
    ["named colours cannot be checked, so they pass", "white", "orange", true],
  ])("%s: accepted = %s", (_name, textColor, backgroundColor, accepted) => {
    const result = bannerSchema.safeParse({ title: "Sale", textColor, backgroundColor });
    expect(result.success).toBe(accepted);
    if (!result.success) {
      expect(result.error.issues[0]!.path).toEqual(["textColor"]);
      expect(result.error.issues[0]!.message).toMatch(/contrast of \d\.\d\d:1; shoppers need at least 4.5:1/);
    }
  });
});
