import { describe, expect, test } from "vitest";
import { carrierLink, orderMoney, orderProgress, progressTone } from "./order-words.ts";

describe("where an order stands for the shopper", () => {
  test.each([
    ["placed", "in_transit", "in_transit", "active"],
    ["placed", "delivered", "delivered", "done"],
    ["placed", "ready_for_pickup", "ready_for_pickup", "done"],
    ["placed", "processing", "processing", "active"],
    // A payment still being checked (3-D Secure) or an order not placed yet: processing, whatever the shipments say.
    ["payment_pending", "processing", "processing", "active"],
    ["created", "processing", "processing", "active"],
    ["payment_failed", "not_shipped", "payment_failed", "stopped"],
    ["cancelled", "cancelled", "cancelled", "stopped"],
  ] as const)("%s with shipments %s: %s (%s)", (status, fulfilmentStatus, progress, tone) => {
    expect(orderProgress({ status, fulfilmentStatus })).toBe(progress);
    expect(progressTone(orderProgress({ status, fulfilmentStatus }))).toBe(tone);
  });
});

describe("the carrier's tracking page", () => {
  test.each([
    ["https://www.ups.com/track?tracknum=1Z", "https://www.ups.com/track?tracknum=1Z"],
    ["http://www.ups.com/track", undefined],
    ["javascript:alert(1)", undefined],
    ["/track", undefined],
    ["not a url", undefined],
    [null, undefined],
  ])("%s → %s", (url, href) => {
    expect(carrierLink(url)).toBe(href);
  });
});

describe("an order's money", () => {
  test.each([
    [412.15, "USD", "RL-US", "$412.15"],
    [412.15, "CAD", "RL-CA", "CAD 412.15"],
    // An order placed on the US site, read on the Canadian one: its own currency.
    [412.15, "USD", "RL-CA", "US$412.15"],
    [412.15, "EUR", "RL-DE", "412,15 €"],
  ])("%s %s on %s: %s", (amount, currency, siteId, text) => {
    expect(orderMoney(amount, currency, siteId).replace(/\s/g, " ")).toBe(text);
  });
});
