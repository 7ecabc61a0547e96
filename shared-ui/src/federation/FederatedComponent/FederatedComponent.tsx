import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadFederated } from '../load-federated';
import { FederatedBoundary } from './FederatedBoundary';

/** What a federated module exposes: a component as its default export. */
export type FederatedModule<P> = { default: ComponentType<P> };
export type FederatedModuleLoader<P> = (id: string) => Promise<FederatedModule<P>>;

export interface FederatedComponentProps<P> {
  /** The federated module: 'mf_donation/ContributionDialog'. */
  module: string;
  /** Props of the loaded component. */
  props: P;
  /** Shown while the module loads. */
  loading: ReactNode;
  /** Shown when it cannot load (after the retries) or crashes; `retry` loads it again. */
  fallback: (retry: () => void) => ReactNode;
  /** Reported once per failure, for operators. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Loads the module; loadFederated unless a test or the shell gives another. */
  load?: FederatedModuleLoader<P>;
}

/**
 * Renders a module of another remote, loaded lazily inside its own error boundary. React.lazy
 * remembers a rejected import forever, so a retry builds a fresh lazy component (and a fresh
 * boundary) instead of re-rendering the old one.
 */
export function FederatedComponent<P extends object>({
  module,
  props,
  loading,
  fallback,
  onError,
  load,
}: FederatedComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => (load ?? loadFederated<FederatedModule<P>>)(module)),
    // `attempt` is a deliberate dependency: each retry must create a new lazy component.
    [load, module, attempt],
  );
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return (
    <FederatedBoundary
      key={`${module}#${attempt}`}
      fallback={fallback}
      onRetry={retry}
      onError={onError}
    >
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </FederatedBoundary>
  );
}
