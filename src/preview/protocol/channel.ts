/**
 * The two ends of the preview protocol over `postMessage`: `createWorkbenchChannel` (the editor's
 * window) and `createPreviewChannel` (the storefront page in its iframe). See docs/preview-protocol.md.
 */
export { createPreviewChannel, type PreviewChannel, type PreviewChannelOptions } from "./preview-channel.ts";
export { createWorkbenchChannel, type WorkbenchChannel, type WorkbenchChannelOptions } from "./workbench-channel.ts";
export type { MessageEventLike, MessageListener, MessageListenerTarget, MessagePoster, SendOutcome, Warn } from "./channel-transport.ts";
