import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWelcome, type Visitor } from './use-welcome.ts';

function Greeting({ visitor }: { visitor: Visitor }) {
  return <h1>{useWelcome('dashboard', visitor)}</h1>;
}

const justOpened = (id: string): Visitor => ({ id, createdAt: new Date(Date.now() - 60_000).toISOString() });

describe('useWelcome', () => {
  afterEach(() => localStorage.clear());

  it('says "Welcome" on a new account’s first visit, and "Welcome back" on the next', () => {
    const asha = justOpened('asha');
    const first = render(<Greeting visitor={asha} />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome');
    // Re-rendered during the same visit, it keeps its words.
    first.rerender(<Greeting visitor={asha} />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome');
    first.unmount();

    render(<Greeting visitor={asha} />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome back');
  });

  it('welcomes an older account back, even in a browser it never used', () => {
    render(<Greeting visitor={{ id: 'ravi', createdAt: '2026-01-01T00:00:00.000Z' }} />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome back');
  });

  it('remembers each account apart', () => {
    render(<Greeting visitor={justOpened('asha')} />).unmount();
    render(<Greeting visitor={justOpened('meera')} />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome');
  });
});
