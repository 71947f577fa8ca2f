import { describe, expect, it } from "vitest";
import { PRICE_ADJUSTMENT_REASONS } from "../../../../contracts/api/cart.ts";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { rulesFor } from "../../../forms/validators.ts";
import { cartStrings } from "./cart-strings.ts";
import { adjustmentTypesFor, adjustmentValueError, knownReason, valueText, type AdjustmentType } from "./price-adjustment-rules.ts";

const words = cartStrings("RL-US").associate;
const money = (amount: number) => formatPrice(amount, siteById("RL-US"));
const check = (text: string, type: AdjustmentType, limit = 50) => adjustmentValueError(text, type, limit, rulesFor("en"), words, money);

describe("adjustmentValueError", () => {
  it.each([
    ["", "AMOUNT", "This field is required"],
    ["  ", "PERCENT", "This field is required"],
    ["ten", "AMOUNT", "Enter a number"],
    ["-5", "AMOUNT", "Enter a value greater than zero"],
    ["0", "PERCENT", "Enter a value greater than zero"],
    ["0", "FIXED_PRICE", "Enter a value greater than zero"],
    ["20", "AMOUNT", undefined],
    ["20,5", "AMOUNT", undefined],
    ["20.505", "AMOUNT", "Enter at most two decimals"],
    ["50", "AMOUNT", undefined],
    ["50.01", "AMOUNT", "The amount off cannot be more than $50.00"],
    ["100", "PERCENT", undefined],
    ["101", "PERCENT", "A percentage cannot be more than 100"],
    ["12.5", "PERCENT", "Enter a whole percentage"],
    ["49.99", "FIXED_PRICE", undefined],
    ["50", "FIXED_PRICE", "The new price must be below $50.00"],
  ] as const)("%j as %s → %s", (text, type, expected) => {
    expect(check(text, type)).toBe(expected);
  });
});

describe("the form's choices", () => {
  it("a fixed price is a line's only", () => {
    expect(adjustmentTypesFor("line")).toEqual(["AMOUNT", "PERCENT", "FIXED_PRICE"]);
    expect(adjustmentTypesFor("order")).toEqual(["AMOUNT", "PERCENT"]);
  });

  it.each(["RL-US", "RL-CAFR", "RL-DE"])("%s names every reason of the contract, in its order", (siteId) => {
    expect(Object.keys(cartStrings(siteId).associate.reasons)).toEqual([...PRICE_ADJUSTMENT_REASONS]);
  });

  it("knows the contract's reasons only; shows a value again as typed", () => {
    expect(knownReason("DAMAGED_ITEM", words.reasons)).toBe("DAMAGED_ITEM");
    expect(knownReason("toString", words.reasons)).toBeUndefined();
    expect(valueText({ type: "AMOUNT", value: 20 })).toBe("20.00");
    expect(valueText({ type: "PERCENT", value: 15 })).toBe("15");
  });
});
