import { describe, expect, it } from "vitest";
import { GUEST_AUDIENCE, type AudienceContext } from "../../../contracts/personalisation/audience.ts";
import type { BlockNode } from "../types.ts";
import { resolveSegmentation, type ResolvedSegmentationProps, type SegmentationInput } from "./resolve-segmentation.ts";

const blockNode = (type: string, id: string): BlockNode => ({ kind: "block", id, type, props: {}, lazy: false });
const audience = (partial: Partial<AudienceContext> = {}): AudienceContext => ({ ...GUEST_AUDIENCE, ...partial });
const segment = (id: string) => ({ id, targets: [blockNode("banner", `${id}-target-a`), blockNode("spacer", `${id}-target-b`)] });
const segmentation = (segmentIds: string[], baselineIds: string[] = []): ResolvedSegmentationProps => ({
  segments: segmentIds.map(segment),
  baselines: baselineIds.map((id) => blockNode("picture", id)),
});
const input = (partial: Partial<SegmentationInput> = {}): SegmentationInput => ({
  audience: audience(),
  testSegmentIds: [],
  ...partial,
});

/** Ids of the chosen nodes, or "loading". */
function shown(props: ResolvedSegmentationProps, given: SegmentationInput) {
  const selection = resolveSegmentation(props, given);
  return selection.status === "loading" ? "loading" : selection.nodes.map((node) => node.id);
}

const member = audience({ loggedIn: true });
const loyal = audience({ loggedIn: true, loyaltyMember: true });

describe("resolveSegmentation", () => {
  it.each([
    {
      rule: "a test override wins over the audience",
      props: segmentation(["loggedin", "loggedout"], ["baseline-1"]),
      given: input({ audience: member, testSegmentIds: ["loggedout"] }),
      expected: ["loggedout-target-a", "loggedout-target-b"],
    },
    {
      rule: "a test override wins while the audience is still loading",
      props: segmentation(["loggedin", "loyalty-loggedin"], ["baseline-1"]),
      given: input({ audience: undefined, testSegmentIds: ["loyalty-loggedin"] }),
      expected: ["loyalty-loggedin-target-a", "loyalty-loggedin-target-b"],
    },
    {
      rule: "an override of a segment the block does not hold is ignored",
      props: segmentation(["loggedin"], ["baseline-1"]),
      given: input({ audience: audience(), testSegmentIds: ["employee-loggedin"] }),
      expected: ["baseline-1"],
    },
    {
      rule: "an override of a segment the block does not hold still waits for the audience",
      props: segmentation(["loggedin"], ["baseline-1"]),
      given: input({ audience: undefined, testSegmentIds: ["employee-loggedin"] }),
      expected: "loading",
    },
    {
      rule: "two overridden segments: the first in document order wins",
      props: segmentation(["employee-loggedin", "loyalty-loggedin"]),
      given: input({ testSegmentIds: ["loyalty-loggedin", "employee-loggedin"] }),
      expected: ["employee-loggedin-target-a", "employee-loggedin-target-b"],
    },
    {
      rule: "loading while the audience is undefined",
      props: segmentation(["loggedout"], ["baseline-1"]),
      given: input({ audience: undefined }),
      expected: "loading",
    },
    {
      rule: "the segment whose condition holds",
      props: segmentation(["loggedin", "loggedout"], ["baseline-1"]),
      given: input({ audience: audience() }),
      expected: ["loggedout-target-a", "loggedout-target-b"],
    },
    {
      rule: "two matching segments: the first in document order wins",
      props: segmentation(["loyalty-loggedin", "loggedin"]),
      given: input({ audience: loyal }),
      expected: ["loyalty-loggedin-target-a", "loyalty-loggedin-target-b"],
    },
    {
      rule: "two matching segments in the other order: still the first wins",
      props: segmentation(["loggedin", "loyalty-loggedin"]),
      given: input({ audience: loyal }),
      expected: ["loggedin-target-a", "loggedin-target-b"],
    },
    {
      rule: "segment ids that are not audience conditions never match",
      props: segmentation(["everyone", "LOGGEDIN", "toString"], ["baseline-1"]),
      given: input({ audience: member }),
      expected: ["baseline-1"],
    },
    {
      rule: "no segment matches: only the first baseline",
      props: segmentation(["employee-loggedin"], ["baseline-1", "baseline-2"]),
      given: input({ audience: member }),
      expected: ["baseline-1"],
    },
    {
      rule: "no segment matches and no baseline: resolved and empty",
      props: segmentation(["employee-loggedin"]),
      given: input({ audience: member }),
      expected: [],
    },
    {
      rule: "no segments at all: the first baseline",
      props: segmentation([], ["baseline-1", "baseline-2"]),
      given: input({ audience: member }),
      expected: ["baseline-1"],
    },
  ])("$rule", ({ props, given, expected }) => {
    expect(shown(props, given)).toEqual(expected);
  });

  it("resolves an empty block as empty rather than loading", () => {
    const selection = resolveSegmentation(segmentation([]), input({ audience: member }));
    expect(selection).toMatchObject({ status: "resolved", nodes: [], reason: "empty" });
  });

  it.each([
    { name: "override", given: input({ testSegmentIds: ["loggedin"] }), reason: "override:loggedin" },
    { name: "audience", given: input({ audience: member }), reason: "audience:loggedin" },
    { name: "baseline", given: input({ audience: audience() }), reason: "baseline" },
  ])("explains why it chose what it shows ($name)", ({ given, reason }) => {
    const selection = resolveSegmentation(segmentation(["loggedin"], ["baseline-1"]), given);
    expect(selection).toMatchObject({ status: "resolved", reason });
  });
});
