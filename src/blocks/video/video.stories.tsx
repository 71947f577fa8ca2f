import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { VideoPlayerConfigProvider } from "./player-config.tsx";

/** Videos of the fixture content (fixtures/content/RL-US/pages/blocks-media.json), else these. */
const url = (fields: BlockFields) => Object.values((fields.media ?? {}) as Record<string, { url?: string }>).map((source) => source?.url ?? "").join(" ");

const youTube = fixtureArgs(
  "video",
  { media: { sm: { url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" } }, seoTitle: "Big Buck Bunny, an open movie by the Blender Foundation", width: 1920, height: 1080 },
  (fields) => url(fields).includes("youtube.com"),
);

const stream = fixtureArgs(
  "video",
  {
    media: { sm: { url: "https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8" } },
    poster: "/media/story-trail.svg",
    seoTitle: "Big Buck Bunny (streamed)",
    seoDescription: "A short animated film, streamed in adaptive quality.",
    width: 1920,
    height: 1080,
  },
  (fields) => url(fields).includes(".m3u8"),
);

const cloud = fixtureArgs(
  "video",
  {
    media: { md: { url: "https://res.cloudinary.com/ridgeline-outdoor/video/upload/films/alpine-traverse.mp4" } },
    cloudinaryAsset: { cloudName: "ridgeline-outdoor", publicId: "films/alpine-traverse" },
    duration: 95,
    poster: "/media/story-trail.svg",
    seoTitle: "Alpine traverse: our brand film",
    playerSettings: { hideControls: true },
  },
  (fields) => fields.cloudinaryAsset !== undefined,
);

const meta = {
  title: "Blocks/Video",
  ...blockStoriesMeta("video"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube link plays in the privacy-enhanced embed (rendered once the browser knows the motion preference). */
export const YouTube: Story = {
  args: youTube,
  parameters: { block: { expectHtml: ["aspect-ratio:1920 / 1080"], forbidHtml: ["<video"] } },
};

/** An HLS stream: natively where the browser can, else through hls.js (loaded only then). */
export const HlsStream: Story = {
  args: stream,
  parameters: { block: { expectHtml: ["<video", 'poster="/media/story-trail.svg"', "controls"] } },
};

/** Captions files (WebVTT) as `<track kind="captions">` of the native player; the server renders them with the video. */
export const WithCaptions: Story = {
  args: { ...stream, captions: [{ url: "/media/big-buck-bunny.en.vtt", srclang: "en", label: "English", default: true }] },
  parameters: { block: { expectHtml: ['<track kind="captions" src="/media/big-buck-bunny.en.vtt" srcLang="en" label="English" default=""'] } },
};

/** A plain file per breakpoint, controls hidden: the block shows its own pause button. */
export const HiddenControls: Story = {
  args: { ...cloud, cloudinaryAsset: undefined },
  parameters: { block: { expectHtml: ['aria-label="Pause video"'] } },
};

/** Paused by its property: the video waits for the shopper. */
export const Paused: Story = {
  args: { ...cloud, cloudinaryAsset: undefined, paused: true },
  parameters: { block: { expectHtml: ['aria-label="Play video"'] } },
};

/**
 * The third-party player: flag on, a cloud name and a public id, longer than 30 seconds. Its
 * library URL comes from configuration (here a provider; in the app, environment variables).
 */
export const ThirdPartyPlayer: Story = {
  args: cloud,
  decorators: [
    (Story) => (
      <VideoPlayerConfigProvider value={{ thirdPartyPlayerEnabled: true, thirdPartyPlayerScriptUrl: "https://unpkg.com/cloudinary-video-player@2/dist/cld-video-player.min.js" }}>
        <Story />
      </VideoPlayerConfigProvider>
    ),
  ],
  parameters: { block: { expectHtml: ["<video"] } },
};

/** Invalid: no source at all. */
export const InvalidWithoutSource: Story = {
  args: { seoTitle: "A film with nothing to play" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["A video needs a media URL"] } },
};

/** Invalid: a `javascript:` source is rejected before it reaches a `src`. */
export const InvalidUnsafeUrl: Story = {
  args: { ...stream, media: { sm: { url: "javascript:alert(1)" } } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe media URL"], forbidHtml: ["javascript:alert"] } },
};
