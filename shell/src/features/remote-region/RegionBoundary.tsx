import { Component, type ReactNode } from 'react';
import { RegionFallback } from './RegionFallback';

interface Props {
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote page that throws while rendering, so the frame around it survives. */
export class RegionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[shell] ${this.props.id} failed while rendering`, error);
  }

  override render() {
    if (this.state.failed) return <RegionFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
