import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type QueryLike, QueryState } from './query-state.tsx';

function query<T>(overrides: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...overrides };
}

function renderState<T extends string[]>(state: QueryLike<T>) {
  return render(
    <QueryState
      query={state}
      what="your orders"
      loading="Loading your orders…"
      errorNote="Your orders are safe."
      isEmpty={(data) => data.length === 0}
      empty={<p>No orders yet</p>}
    >
      {(data) => (
        <ul>
          {data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('announces the loading placeholder until the first answer', () => {
    renderState(query<string[]>({ isFetching: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what failed and why, never an empty list, and Retry asks again', async () => {
    const refetch = vi.fn();
    renderState(query<string[]>({ isError: true, error: new Error('The server is down.'), refetch }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'We could not load your orders. Your orders are safe. The server is down.',
    );
    expect(screen.queryByText('No orders yet')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps Retry disabled while the retry is on its way', () => {
    renderState(query<string[]>({ isError: true, error: new Error('Down'), isFetching: true }));
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the empty state for an empty answer and the data otherwise', () => {
    const { rerender } = renderState(query<string[]>({ data: [] }));
    expect(screen.getByText('No orders yet')).toBeTruthy();
    rerender(
      <QueryState
        query={query({ data: ['LP-1', 'LP-2'] })}
        what="x"
        loading="y"
        isEmpty={(d) => d.length === 0}
      >
        {(data) => <p>{data.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('LP-1, LP-2')).toBeTruthy();
  });

  it('keeps the data on screen when a later refetch fails', () => {
    renderState(query({ data: ['LP-1'], isError: true, error: new Error('Down') }));
    expect(screen.getByText('LP-1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
