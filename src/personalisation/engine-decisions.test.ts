import { describe, expect, it } from "vitest";
import { decideRequest, type DecideAnswer } from "../../contracts/api/decide.ts";
import { createEngineDecisionProvider, decisionsFromAnswer, STOREFRONT_DECIDE_PATH } from "./engine-decisions.ts";
import { recClickEvent } from "./decide-events.ts";

const report = (name: string, label: string, id = `id-${name}`) => ({ experience_id: id, experience_name: name, experience_label: `${name} label`, variant_label: label });
const content = (name: string, variant: string, label = variant) => ({ actionId: `${name}/${variant}`, actionType: "content" as const, component: variant, items: [], impressionReporting: [report(name, label)] });
const answer = (...actions: DecideAnswer["responses"][number]["actions"]): DecideAnswer => ({ monetateId: "v", responses: [{ requestId: "r", actions }] });

describe("decisionsFromAnswer", () => {
  const decided = answer(
    content("Spring Hero", "Experiment", "Spring Experiment"),
    content("Fall Promo", "B-blue"),
    { actionId: "recs", actionType: "recommendations", component: "pdp-recommendations", items: [], impressionReporting: [report("Recs", "Baseline")] },
  );

  it.each([
    { name: "one asked, one answered", names: ["Spring Hero"], expected: { "Spring Hero": { experienceId: "id-Spring Hero", experienceName: "Spring Hero", variantName: "Experiment", variantLabel: "A" } } },
    { name: "labels mapped for analytics", names: ["Fall Promo"], expected: { "Fall Promo": { experienceId: "id-Fall Promo", experienceName: "Fall Promo", variantName: "B-blue", variantLabel: "B" } } },
    { name: "not decided: left out", names: ["Nope"], expected: {} },
    { name: "recommendation actions decide no experience block", names: ["Recs"], expected: {} },
  ])("$name", ({ names, expected }) => {
    expect(decisionsFromAnswer(decided, names)).toEqual(expected);
  });

  it("no responses (nothing asked): nothing decided", () => {
    expect(decisionsFromAnswer({ monetateId: "v", responses: [] }, ["Spring Hero"])).toEqual({});
  });

  it("the first content action of an experience wins", () => {
    expect(decisionsFromAnswer(answer(content("X", "A"), content("X", "B")), ["X"]).X?.variantName).toBe("A");
  });

  it("without reporting nothing can be matched", () => {
    expect(decisionsFromAnswer(answer({ ...content("X", "A"), impressionReporting: [] }), ["X"])).toEqual({});
  });
});

describe("decisionsFromAnswer: the answer is walked with care (the BFF checked it; decision 0013)", () => {
  const decidedX = { X: { experienceId: "id-X", experienceName: "X", variantName: "A", variantLabel: "A" } };
  const withAction = (action: unknown) => ({ monetateId: "v", responses: [{ requestId: "r", actions: [action] }] });
  const withReport = (report: unknown) => withAction({ ...content("X", "A"), impressionReporting: [report] });
  const { variant_label: _label, ...reportWithoutLabel } = report("X", "A");
  const { component: _component, ...actionWithoutComponent } = content("X", "A");

  it.each([
    { name: "a valid answer", value: answer(content("X", "A")), expected: decidedX },
    { name: "extra fields everywhere", value: { ...withAction({ ...content("X", "A"), extra: 1, impressionReporting: [{ ...report("X", "A"), extra: 1 }] }), extra: true }, expected: decidedX },
    { name: "null", value: null, expected: {} },
    { name: "a list", value: [answer(content("X", "A"))], expected: {} },
    { name: "no responses", value: { monetateId: "v" }, expected: {} },
    { name: "responses not a list", value: { monetateId: "v", responses: { 0: { actions: [content("X", "A")] } } }, expected: {} },
    { name: "a response without actions", value: { monetateId: "v", responses: [{ requestId: "r" }] }, expected: {} },
    { name: "a null response", value: { monetateId: "v", responses: [null] }, expected: {} },
    { name: "a null action", value: withAction(null), expected: {} },
    { name: "an action without a component", value: withAction(actionWithoutComponent), expected: {} },
    { name: "a numeric component", value: withAction({ ...content("X", "A"), component: 1 }), expected: {} },
    { name: "reporting not a list", value: withAction({ ...content("X", "A"), impressionReporting: report("X", "A") }), expected: {} },
    { name: "a report without a variant label", value: withReport(reportWithoutLabel), expected: {} },
    { name: "a numeric experience id", value: withReport({ ...report("X", "A"), experience_id: 1 }), expected: {} },
    { name: "a null report", value: withReport(null), expected: {} },
  ])("$name", ({ value, expected }) => {
    expect(decisionsFromAnswer(value, ["X"])).toEqual(expected);
  });

  it("a broken action is skipped, the next one still decides", () => {
    expect(decisionsFromAnswer({ monetateId: "v", responses: [{ requestId: "r", actions: [{ actionType: "content" }, content("X", "A")] }] }, ["X"])).toEqual(decidedX);
  });
});

function fakeEngine(respond: (body: unknown) => { status: number; json: unknown }) {
  const calls: { url: string; init: RequestInit; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as unknown;
    calls.push({ url, init, body });
    const { status, json } = respond(body);
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

const page = () => ({ url: "https://shop.example/en-us/p/summit-parka-NF0A3C8D", language: "en-US" });
const options = (fetch: typeof globalThis.fetch) => ({ fetch, csrfToken: async () => "csrf-1", page, newRequestId: () => "req-fixed" });

describe("createEngineDecisionProvider", () => {
  it("asks in one call for the blocks of a page, each getting its own experience", async () => {
    const engine = fakeEngine(() => ({ status: 200, json: answer(content("Hero", "Experiment"), content("Promo", "Baseline")) }));
    const provider = createEngineDecisionProvider(options(engine.fetch));
    const [hero, promo, missing] = await Promise.all([
      provider.decide({ experienceNames: ["Hero"], visitorId: "visitor-1", pageType: "product page" }),
      provider.decide({ experienceNames: ["Promo"], visitorId: "visitor-1", pageType: "product page" }),
      provider.decide({ experienceNames: ["Missing"], visitorId: "visitor-1", pageType: "product page" }),
    ]);
    expect(engine.calls).toHaveLength(1);
    expect([hero, promo, missing]).toEqual([
      { Hero: { experienceId: "id-Hero", experienceName: "Hero", variantName: "Experiment", variantLabel: "A" } },
      { Promo: { experienceId: "id-Promo", experienceName: "Promo", variantName: "Baseline", variantLabel: "Baseline" } },
      {},
    ]);
  });

  it("posts a valid decide request to the storefront origin with the CSRF token", async () => {
    const engine = fakeEngine(() => ({ status: 200, json: answer() }));
    await createEngineDecisionProvider(options(engine.fetch)).decide({ experienceNames: ["Hero"], visitorId: "visitor-1", pageType: "product page" });
    const [call] = engine.calls;
    expect(call!.url).toBe(STOREFRONT_DECIDE_PATH);
    expect(call!.init).toMatchObject({ method: "POST", credentials: "same-origin", headers: { "x-csrf-token": "csrf-1", "content-type": "application/json" } });
    const request = decideRequest.parse(call!.body);
    expect(request).toMatchObject({ monetateId: "visitor-1", channel: "web" });
    expect(request.events.map((event) => event.eventType)).toEqual(["DecisionRequest", "PageView", "ProductDetailView", "Language"]);
    expect(request.events[0]).toEqual({ eventType: "DecisionRequest", requestId: "req-fixed", includeReporting: true });
  });

  it("separate visitors or page types are separate calls; a later turn is a new call (recalculation)", async () => {
    const engine = fakeEngine(() => ({ status: 200, json: answer() }));
    const provider = createEngineDecisionProvider(options(engine.fetch));
    await Promise.all([
      provider.decide({ experienceNames: ["A"], visitorId: "v1", pageType: "home" }),
      provider.decide({ experienceNames: ["A"], visitorId: "v2", pageType: "home" }),
      provider.decide({ experienceNames: ["A"], visitorId: "v1", pageType: "cart" }),
    ]);
    await provider.decide({ experienceNames: ["A"], visitorId: "v1", pageType: "home" });
    expect(engine.calls.map((call) => (call.body as { monetateId: string }).monetateId)).toEqual(["v1", "v2", "v1", "v1"]);
  });

  it.each([
    { name: "an error answer", status: 400, json: { errorDetails: [{ errorId: "ATTR300", message: "bad" }] }, message: /400 ATTR300/ },
    { name: "a server failure without a body", status: 502, json: null, message: /502/ },
  ])("rejects every waiting block on $name (the blocks keep their baseline)", async ({ status, json, message }) => {
    const engine = fakeEngine(() => ({ status, json }));
    const provider = createEngineDecisionProvider(options(engine.fetch));
    const results = await Promise.allSettled([
      provider.decide({ experienceNames: ["A"], visitorId: "v", pageType: "home" }),
      provider.decide({ experienceNames: ["B"], visitorId: "v", pageType: "home" }),
    ]);
    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect(String((result as PromiseRejectedResult).reason)).toMatch(message);
    }
  });

  it("an answer of another shape decides nothing: every waiting block keeps its baseline", async () => {
    const engine = fakeEngine(() => ({ status: 200, json: { monetateId: "v", responses: [{ requestId: "r", actions: [{ component: 1 }] }] } }));
    const provider = createEngineDecisionProvider(options(engine.fetch));
    expect(await provider.decide({ experienceNames: ["A"], visitorId: "v", pageType: "home" })).toEqual({});
  });

  it("a page that cannot be read rejects the asks instead of leaving them waiting", async () => {
    const engine = fakeEngine(() => ({ status: 200, json: answer() }));
    const provider = createEngineDecisionProvider({ ...options(engine.fetch), page: () => { throw new Error("no window"); } });
    await expect(provider.decide({ experienceNames: ["A"], visitorId: "v", pageType: "home" })).rejects.toThrow("no window");
    expect(engine.calls).toHaveLength(0);
  });

  it("makes its own request ids when none are given", async () => {
    const engine = fakeEngine(() => ({ status: 200, json: answer() }));
    const provider = createEngineDecisionProvider({ fetch: engine.fetch, csrfToken: async () => undefined, page });
    await provider.decide({ experienceNames: ["A"], visitorId: "v", pageType: "home" });
    await provider.decide({ experienceNames: ["A"], visitorId: "v", pageType: "home" });
    const ids = engine.calls.map((call) => decideRequest.parse(call.body).events[0]).map((event) => (event as { requestId: string }).requestId);
    expect(new Set(ids).size).toBe(2);
    // Without a CSRF token none is sent (the storefront then refuses; the blocks keep their baseline).
    expect(engine.calls[0]!.init.headers).not.toHaveProperty("x-csrf-token");
  });

  it("records events without a decision request; nothing to record, no call", async () => {
    const engine = fakeEngine(() => ({ status: 200, json: { monetateId: "v", responses: [] } }));
    const provider = createEngineDecisionProvider(options(engine.fetch));
    await provider.record("v", []);
    await provider.record("v", [recClickEvent("token-1")]);
    expect(engine.calls).toHaveLength(1);
    expect(decideRequest.parse(engine.calls[0]!.body)).toEqual({ monetateId: "v", channel: "web", events: [{ eventType: "RecClicks", recClicks: ["token-1"] }] });
  });
});
