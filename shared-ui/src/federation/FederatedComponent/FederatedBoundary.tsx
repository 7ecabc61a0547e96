import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface FederatedBoundaryProps {
  /** What shows instead of the failed module; `retry` tries to load it again. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Reported once per failure (loading or rendering). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  hasFailed: boolean;
}

/**
 * Third layer of the remote failure policy: a module that failed to load after every retry, or
 * that crashes while rendering, costs only its own area.
 */
export class FederatedBoundary extends Component<FederatedBoundaryProps, State> {
  state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  render() {
    if (this.state.hasFailed) return this.props.fallback(this.props.onRetry);
    return this.props.children;
  }
}
