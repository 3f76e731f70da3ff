import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteLoadErrorContainer } from './RouteLoadErrorContainer';

interface BoundaryProps {
  readonly children: ReactNode;
  /** A new value clears a caught error (the player went elsewhere with back or forward). */
  readonly resetKey: string;
  readonly reload?: () => void;
}

interface BoundaryState {
  /** What a page threw, if anything; `null` renders the page. */
  readonly error: { readonly value: unknown } | null;
  /** The address the state belongs to: a new one clears the error. */
  readonly resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error !== null) return <RouteLoadErrorContainer error={error.value} reload={this.props.reload} />;
    return this.props.children;
  }
}

/**
 * Every route's error boundary (spec §8): a page whose code could not be loaded (the fetch failed or took over
 * 120 s) or a page that broke while rendering shows the load error with retry, never a blank page. Going to another
 * address (back, forward) clears it.
 */
export function RouteErrorBoundary({ children, reload }: { children: ReactNode; reload?: () => void }) {
  const location = useLocation();
  return (
    <Boundary resetKey={location.key} reload={reload}>
      {children}
    </Boundary>
  );
}
