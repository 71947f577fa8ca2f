import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  blockId: string;
  type: string;
  /** What to show instead of the block; shoppers get nothing. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps one block's render error to that block. On the server the per-block Suspense boundary
 * plays this part (React streams the fallback and the browser retries); in the browser this
 * boundary catches the error, logs it with the block's type and id, and renders the fallback.
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[blocks] render failed: type=${this.props.type} id=${this.props.blockId}: ${error.message}`, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
