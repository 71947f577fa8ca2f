import { expect, test } from "vitest";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import type { BlockNode } from "../../engine/types.ts";
import type { SegmentationProps } from "./schema.ts";
import { selectSegment } from "./select-segment.ts";

const node = (id: string): BlockNode => ({ kind: "block", id, type: "banner", props: {}, lazy: false });
const props: SegmentationProps = {
  segments: [{ id: "loggedin", targets: [node("member-banner")] }, { id: "loggedout", targets: [node("guest-banner")] }],
  baselines: [node("baseline")],
  isFullWidth: false,
  hideOnBreakpoint: {},
};

/** Ids of the chosen nodes, or "loading". */
function shown(context: Partial<PageContext>) {
  const selection = selectSegment(props, pageContext(context));
  return selection.status === "loading" ? "loading" : selection.nodes.map((candidate) => candidate.id);
}

test.each<[string, Partial<PageContext>, string[] | "loading"]>([
  ["the shopper's audience decides", { audience: GUEST_AUDIENCE }, ["guest-banner"]],
  ["a segment forced by the page's test context wins", { audience: GUEST_AUDIENCE, testContext: "loggedin" }, ["member-banner"]],
  ["experience tokens of the test context force no segment", { audience: GUEST_AUDIENCE, testContext: "Spring Hero=B" }, ["guest-banner"]],
  ["no audience yet: loading", { audience: undefined }, "loading"],
])("%s", (_name, context, expected) => {
  expect(shown(context)).toEqual(expected);
});
