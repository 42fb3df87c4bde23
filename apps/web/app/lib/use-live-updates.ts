import {
  LIVE_EVENTS_PATH,
  type LiveOrderChange,
  liveEventNames,
  liveOrderChangeSchema,
} from '@launchpad/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from './use-session.ts';

/** Changes that arrive together (a payment settles an order in several steps) refresh once. */
const BATCH_MS = 250;

function parseChange(data: unknown): LiveOrderChange | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = liveOrderChangeSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a signed-in screen current without a reload: while it is open, listens to the user's order
 * changes (`GET /api/events`; every order for an admin) and invalidates the queries that `keysFor`
 * names for each change, or for any order (`null`) when the server says changes may have been
 * missed. Only the queries on screen are fetched again; the others are marked stale. EventSource
 * reconnects by itself, sending the last event id back so that the server replays what was missed.
 */
export function useLiveUpdates(
  keysFor: (change: LiveOrderChange | null) => readonly QueryKey[],
  { enabled = true }: { enabled?: boolean } = {},
) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const keysForRef = useRef(keysFor);
  useEffect(() => {
    keysForRef.current = keysFor;
  });
  const userId = enabled ? (user?.id ?? null) : null;

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_PATH);
    const pending = new Map<string, QueryKey>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const keys = [...pending.values()];
      pending.clear();
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const changed = (change: LiveOrderChange | null) => {
      for (const key of keysForRef.current(change)) pending.set(JSON.stringify(key), key);
      if (pending.size > 0) timer ??= setTimeout(flush, BATCH_MS);
    };
    const onOrder = (event: MessageEvent) => {
      const change = parseChange(event.data);
      if (change) changed(change);
    };
    const onResync = () => changed(null);
    source.addEventListener(liveEventNames.order, onOrder);
    source.addEventListener(liveEventNames.resync, onResync);
    return () => {
      source.close();
      clearTimeout(timer);
    };
  }, [userId, queryClient]);
}
