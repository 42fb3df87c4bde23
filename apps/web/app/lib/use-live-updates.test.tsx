import type { LiveOrderChange } from '@launchpad/shared';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meera } from '../../test/fixtures.ts';
import { createQueryClient } from './query-client.ts';
import { clearStoredUser, writeStoredUser } from './stored-user.ts';
import { useLiveUpdates } from './use-live-updates.ts';

const ORDER_ID = '0b6f7c2e-3f7a-4c61-9d7e-2f1a8b9c0d1e';
/** Stands in for the browser's EventSource: the test dispatches what the server would send. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: string) {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data }));
  }
}

function Order({ keysFor }: { keysFor: (change: LiveOrderChange | null) => readonly string[][] }) {
  useLiveUpdates(keysFor);
  const query = useQuery({
    queryKey: ['orders', 'detail', ORDER_ID],
    queryFn: () => {
      fetches += 1;
      return Promise.resolve(fetches);
    },
  });
  return <p>Fetched {query.data ?? 0} times</p>;
}

let fetches = 0;

function renderOrder(
  keysFor = (change: LiveOrderChange | null) =>
    change === null || change.orderId === ORDER_ID ? [['orders', 'detail', ORDER_ID]] : [],
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Order keysFor={keysFor} />
    </QueryClientProvider>,
  );
}

describe('useLiveUpdates', () => {
  beforeEach(() => {
    fetches = 0;
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens no stream while nobody is signed in', async () => {
    renderOrder();
    await screen.findByText('Fetched 1 times');
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('refreshes the named queries once for a burst of changes, and not for another order', async () => {
    writeStoredUser(meera);
    const view = renderOrder();
    await screen.findByText('Fetched 1 times');
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/api/events');
    // From here the clock is the test's: a refresh waits for a batching timer, so "no second
    // refresh" is seen by moving the clock well past that timer, not by sleeping.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const later = () => act(() => vi.advanceTimersByTimeAsync(5_000));

    source?.emit('order', JSON.stringify({ orderId: ORDER_ID, kind: 'status' }));
    source?.emit('order', JSON.stringify({ orderId: ORDER_ID, kind: 'activity' }));
    await later();
    expect(screen.getByText('Fetched 2 times')).toBeTruthy();
    await later();
    expect(fetches).toBe(2);

    source?.emit(
      'order',
      JSON.stringify({ orderId: '9b6f7c2e-3f7a-4c61-9d7e-2f1a8b9c0d1e', kind: 'status' }),
    );
    source?.emit('order', 'not json');
    await later();
    expect(fetches).toBe(2);

    // The server lost track of what this client missed: everything is read again.
    source?.emit('resync', '{}');
    await later();
    expect(screen.getByText('Fetched 3 times')).toBeTruthy();

    view.unmount();
    expect(source?.closed).toBe(true);
  });

  it('closes the stream when the user signs out', async () => {
    writeStoredUser(meera);
    renderOrder();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => clearStoredUser());
    await waitFor(() => expect(FakeEventSource.opened[0]?.closed).toBe(true));
  });
});
