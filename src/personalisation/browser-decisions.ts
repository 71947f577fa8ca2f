import { createFixtureDecisionProvider, type DecisionProvider, type ExperienceConfig } from "./decision-provider.ts";

let provider: Promise<DecisionProvider> | undefined;

/**
 * The browser's decision provider. Until the personalisation client exists it is the fixture
 * provider; its configuration is a separate chunk, loaded only by pages with experiences.
 */
export const browserDecisionProvider: DecisionProvider = {
  async decide(request) {
    provider ??= import("../../fixtures/personalisation/experiences.json").then((module) =>
      createFixtureDecisionProvider(module.default as ExperienceConfig[]),
    );
    return (await provider).decide(request);
  },
};
