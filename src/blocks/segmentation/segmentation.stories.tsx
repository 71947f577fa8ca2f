import type { Meta, StoryObj } from "@storybook/react-vite";
import { GUEST_AUDIENCE, matchesAudience, type AudienceContext } from "../../../contracts/personalisation/audience.ts";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

const banner = (id: string, title: string, backgroundColor = "#1f3b2d") => ({ id, type: "banner", title, backgroundColor });

/** The first fixture segmentation with segments and a baseline, else this one. */
const segmentation = fixtureArgs(
  "segmentation",
  {
    segments: [
      { id: "loyalty-loggedin", targets: [banner("seg-loyal", "Members: free shipping on everything", "#c4561b")] },
      { id: "loggedout", targets: [banner("seg-guest", "Sign in to see your member prices")] },
    ],
    baselines: [banner("seg-baseline", "Join Ridgeline and get free shipping", "#525a55")],
  },
  (fields) => Array.isArray(fields.segments) && fields.segments.length > 0 && Array.isArray(fields.baselines) && fields.baselines.length > 0,
);

const segmentIds = (segmentation.segments as { id: string }[]).map((segment) => segment.id);

/** Shoppers to try, in order, for one that no segment of the block matches. */
const CANDIDATES: AudienceContext[] = [
  GUEST_AUDIENCE,
  { ...GUEST_AUDIENCE, loggedIn: true },
  { ...GUEST_AUDIENCE, loggedIn: true, cartItemCount: 2 },
  { ...GUEST_AUDIENCE, loggedIn: true, loyaltyMember: true, employee: true, athlete: true, identityTypes: ["WRANX", "IPA"] },
  { ...GUEST_AUDIENCE, cartItemCount: 2 },
];
const noSegmentMatches = CANDIDATES.find((audience) => segmentIds.every((id) => !matchesAudience(id, audience)));
/** For the baseline story: the block as is for that shopper, else a guest and the block without the segments a guest matches. */
const baseline = noSegmentMatches
  ? { args: segmentation, audience: noSegmentMatches }
  : {
      args: { ...segmentation, segments: (segmentation.segments as { id: string }[]).filter((segment) => !matchesAudience(segment.id, GUEST_AUDIENCE)) },
      audience: GUEST_AUDIENCE,
    };

const meta = {
  title: "Blocks/Audience segmentation",
  ...blockStoriesMeta("segmentation"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest shopper: the first segment whose audience condition holds, else the baseline. */
export const GuestShopper: Story = { args: segmentation, parameters: { block: { expectHtml: ["data-segment="] } } };

/** A shopper no segment matches: the first baseline. */
export const Baseline: Story = {
  args: baseline.args,
  parameters: { block: { pageContext: { audience: baseline.audience }, expectHtml: ["data-segment=\"baseline\""] } },
};

/** `p13n_testcontext=<segment id>` forces a segment whoever the shopper is. */
export const ForcedSegment: Story = {
  args: segmentation,
  parameters: { block: { pageContext: { testContext: segmentIds[0] }, expectHtml: [`data-segment="override:${segmentIds[0]}"`] } },
};

/** Forcing the last segment shows that order does not matter to an override. */
export const ForcedLastSegment: Story = {
  args: segmentation,
  parameters: { block: { pageContext: { testContext: segmentIds.at(-1) }, expectHtml: [`data-segment="override:${segmentIds.at(-1)}"`] } },
};

/** The shopper's audience is still loading (pages rendered on the server): a skeleton holds the space. */
export const AudienceLoading: Story = {
  args: segmentation,
  parameters: { block: { pageContext: { audience: undefined }, expectHtml: ["block-skeleton"] } },
};

/** Invalid: a segment id that is not an audience condition. */
export const InvalidSegmentId: Story = {
  args: { ...segmentation, segments: [{ id: "vip-customers", targets: [banner("seg-vip", "VIP")] }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["segments[0].id</code>"] } },
};

/** Invalid child: the block renders; the baseline banner without a title shows its own card. */
export const InvalidNestedBlock: Story = {
  args: { ...segmentation, segments: [], baselines: [{ id: "seg-untitled", type: "banner" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["data-segment=\"baseline\"", "seg-untitled"] } },
};
