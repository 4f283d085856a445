import { Component, type ReactNode } from 'react';
import { RouteHead } from '../../shared/head/RouteHead';
import { reloadOnChunkError } from '../../federation/chunkReload';
import { RegionFallback } from './RegionFallback';

interface Props {
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote page that cannot load or throws while rendering, so the frame around it survives. A chunk that
 * failed to load (a redeployed remote) reloads the page instead, at most once a minute (product §8).
 */
export class RegionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[shell] ${this.props.id} could not be loaded or failed while rendering`, error);
    reloadOnChunkError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <RouteHead />
        <RegionFallback onRetry={this.props.onRetry} />
      </>
    );
  }
}
