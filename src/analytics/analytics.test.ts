import { describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../tests/setup/fail-on-console.ts";
import { connectDataLayer, type DataLayer } from "./data-layer.ts";
import { createAnalyticsBus } from "./event-bus.ts";

describe("analytics bus", () => {
  test("publishes to every listener until it unsubscribes", () => {
    const bus = createAnalyticsBus();
    const first = vi.fn();
    const second = vi.fn();
    const stop = bus.subscribe(first);
    bus.subscribe(second);
    bus.publish("topNav.onClickMobileMenuSection", { label: "Women", level: 1 });
    stop();
    bus.publish("topNav.onClickSearchContent", { title: "Layering guide", url: "/en-us/layering-guide" });
    expect(first.mock.calls).toEqual([["topNav.onClickMobileMenuSection", { label: "Women", level: 1 }]]);
    expect(second).toHaveBeenCalledTimes(2);
  });

  test("a failing listener is logged; the others still get the event", () => {
    expectConsole("error", /\[analytics\] a listener failed on popUp.onExpand/);
    const bus = createAnalyticsBus();
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error("tag manager down");
    });
    bus.subscribe(after);
    bus.publish("popUp.onExpand", { popUpId: "p1", name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" });
    expect(after).toHaveBeenCalledOnce();
  });

  test("the dataLayer adapter pushes { event, ...payload } copies", () => {
    const bus = createAnalyticsBus();
    const target: { dataLayer?: DataLayer } = {};
    const stop = connectDataLayer(bus, target);
    const payload = { label: "Jackets", url: "/en-us/c/jackets-100200", level: 2 as const, path: ["Men", "Jackets"] };
    bus.publish("topNav.onClickTopNavLink", payload);
    payload.path.push("changed later");
    stop();
    bus.publish("promotion.view", { promotionId: "P1" });
    expect(target.dataLayer).toEqual([{ event: "topNav.onClickTopNavLink", label: "Jackets", url: "/en-us/c/jackets-100200", level: 2, path: ["Men", "Jackets"] }]);
  });

  test("pop-up events reach the dataLayer with their category, action and label (content spec §4, §7)", () => {
    const bus = createAnalyticsBus();
    const target: { dataLayer?: DataLayer } = {};
    connectDataLayer(bus, target);
    const newsletter = { popUpId: "nl-us", name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" } as const;
    const account = { popUpId: "acc-us", name: "Account registration", category: "Account", action: "Registration" } as const;
    bus.publish("popUp.onImpression", newsletter);
    bus.publish("popUp.onExpand", newsletter);
    bus.publish("popUp.onClick", { ...account, label: "Create account", url: "/en-us/account/register" });
    expect(target.dataLayer).toEqual([
      { event: "popUp.onImpression", popUpId: "nl-us", name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" },
      { event: "popUp.onExpand", popUpId: "nl-us", name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" },
      { event: "popUp.onClick", popUpId: "acc-us", name: "Account registration", category: "Account", action: "Registration", label: "Create account", url: "/en-us/account/register" },
    ]);
  });
});
