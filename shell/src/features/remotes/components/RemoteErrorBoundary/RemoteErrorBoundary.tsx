import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from '../RemoteFallback/RemoteFallback';

export interface RemoteErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  /** Reported once per failure (loading or rendering). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Third layer of the remote failure policy: a render-time crash, or a load that failed after
 * every retry, stays inside this route's area.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown remote error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  render() {
    if (this.state.error) {
      return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
