import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { markSignedIn } from "../order-history/testing/order-history-story.tsx";
import { AccountStory } from "./testing/account-story.tsx";
import { ATHLETE, EMPLOYEE, LOYALTY_MEMBER, MEMBER_WITHOUT_BIRTH_DATE, PRO_MEMBER, REGULAR_MEMBER } from "./testing/profile-factory.ts";

/** A signed-in member's story; the stories test's server render shows what the seeded profile gives (`expectHtml`). */
const asMember = (profile: ConsumerProfileAnswer, expectHtml: readonly string[], siteId?: string): Story => ({
  render: (args) => <AccountStory fields={args} profile={profile} siteId={siteId} />,
  parameters: { block: { expectHtml } },
});

const meta = {
  title: "Commerce/Account overview",
  ...blockStoriesMeta("account-overview"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loyalty member: 1,250 points, the vouchers they reach, the welcome offer. */
export const LoyaltyMember: Story = asMember(LOYALTY_MEMBER, ["Your account</h1>", "Hello, Jordan", "Ridgeline Rewards"]);

/** A member outside the programme: "Join now" enrols them (the points appear). */
export const NotInTheProgramme: Story = asMember(REGULAR_MEMBER, ["Join Ridgeline Rewards"]);

/** …whose profile has no birth date: the programme's age check asks for it. */
export const JoinWithBirthDate: Story = asMember(MEMBER_WITHOUT_BIRTH_DATE, ["Birth date"]);

/** An employee: the discount spent against the yearly cap. */
export const Employee: Story = asMember(EMPLOYEE, ["Employee discount", "$1,080.00 left"]);

/** A sponsored athlete in the programme: the credit left beside the points. */
export const Athlete: Story = asMember(ATHLETE, ["Athlete credit"]);

/** A pro-programme member (WRANX). */
export const ProMember: Story = asMember(PRO_MEMBER, ["Pro programme credit"]);

/** The German site. */
export const InGerman: Story = asMember(EMPLOYEE, ["Ihr Konto</h1>", "Hallo Jordan", "Mitarbeiterrabatt"], "RL-DE");

/** A guest: why to sign in, and the buttons that open the header's sign-in dialog. */
export const Guest: Story = {
  decorators: [
    (Story) => {
      markSignedIn(false);
      return <Story />;
    },
  ],
  args: { guestText: "Sign in to see your orders and your Ridgeline Rewards points." },
  parameters: { block: { expectHtml: ["Your account</h1>", "Sign in to see your orders and your Ridgeline Rewards points."] } },
};

/** Invalid: a programme name longer than 60 characters. */
export const ProgrammeNameTooLong: Story = { args: { loyaltyTitle: "Ridgeline Rewards ".repeat(5) }, parameters: { block: { expectDiagnostic: true } } };
