import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Dialog({ title }: { title: string }) {
  return <p>{title}</p>;
}

class CatchAll extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Screen failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('leaves a part out while its code cannot be downloaded, keeps the screen, and tries again when the signal returns', async () => {
    let online = false;
    const Part = lazyPart(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: http://app/assets/dialog.js');
      return { default: Dialog };
    });
    render(
      <CatchAll>
        <p>My works</p>
        <Suspense fallback={null}>
          <Part title="Complete Cutting" />
        </Suspense>
      </CatchAll>,
    );
    await act(async () => {});
    expect(screen.getByText('My works')).toBeInTheDocument();
    expect(screen.queryByText('Complete Cutting')).not.toBeInTheDocument();
    expect(screen.queryByText(/Screen failed/)).not.toBeInTheDocument();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Complete Cutting')).toBeInTheDocument();
  });

  it('lets any other error reach the screen’s error page', async () => {
    const Part = lazyPart(async () => ({
      default: () => {
        throw new Error('a bug in the dialog');
      },
    }));
    render(
      <CatchAll>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </CatchAll>,
    );
    expect(await screen.findByText('Screen failed: a bug in the dialog')).toBeInTheDocument();
  });
});
