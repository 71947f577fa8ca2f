import { describe, expect, test } from "vitest";
import { sizeChartType } from "./size-chart-type.ts";

const product = (name: string, ...path: string[]) => ({ name, category: { id: path.at(-1)!, path: path.map((id) => ({ id })) } });

describe("the size chart a product reads", () => {
  test.each([
    ["a shell, under jackets", product("Men's Cascade Rain Jacket", "100200", "100210"), "tops"],
    ["a down jacket", product("Summit Parka", "100200", "100220"), "tops"],
    ["fleece", product("Grid Fleece", "100500", "100520"), "tops"],
    ["a tee", product("Trail Tee", "100500", "100540"), "tops"],
    ["trousers", product("Rain Pants", "100500", "100530"), "bottoms"],
    ["a boot", product("Ridge Trail Boot", "100300", "100310"), "footwear"],
    ["sandals", product("River Sandal", "100300", "100340"), "footwear"],
    ["socks", product("Hiker Crew Socks", "100600", "100620"), "footwear"],
    ["a beanie", product("Cuffed Rib Beanie", "100600", "100610"), "hats"],
    ["gloves", product("Touchscreen Liner Gloves", "100600", "100610"), "gloves"],
    ["mittens", product("Storm Mittens", "100600", "100610"), "gloves"],
    ["a pack", product("Daypack 22", "100400", "100410"), undefined],
    ["a tent", product("Bivy", "100700", "100710"), undefined],
    ["a gift card", product("Gift Card", "100800"), undefined],
  ])("%s", (_name, input, type) => {
    expect(sizeChartType(input)).toBe(type);
  });
});
