import { Component, lazy, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** What browsers throw when a lazily loaded file cannot be fetched (Chromium, Safari, Firefox, and bundlers' own). */
const CHUNK_LOAD_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk/i;

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

type PartBoundaryProps = { children: ReactNode; onRetry: () => void };

/**
 * Stands in for a part whose code could not be downloaded (no signal before the app was saved on the phone): the part
 * stays away instead of the whole screen turning into the error page, and is tried again when the signal returns.
 * Any other error goes on to the route's error page as before.
 */
class PartBoundary extends Component<PartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error && !isChunkLoadError(this.state.error)) throw this.state.error;
    return this.state.error ? null : this.props.children;
  }
}

/**
 * React's `lazy` for a part of a screen (a dialog, a drawer, a menu, a card): the same code splitting, but a download
 * that fails leaves the part out until the network returns, rather than breaking the screen (issue 33: the phone
 * must keep working without signal). Render it inside a Suspense as any lazy component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  // One lazy component per part (not per render: a render thrown away while it waits would start the download again).
  // A rejected one stays rejected, so a retry replaces it with a fresh one.
  let Part = lazy(load) as unknown as ComponentType<ComponentProps<T>>;
  function LazyPart(props: ComponentProps<T>) {
    const [, rerender] = useState(0);
    const Current = Part;
    const retry = () => {
      if (Part === Current) Part = lazy(load) as unknown as ComponentType<ComponentProps<T>>;
      rerender((n) => n + 1);
    };
    return (
      <PartBoundary onRetry={retry}>
        <Current {...props} />
      </PartBoundary>
    );
  }
  return LazyPart;
}
