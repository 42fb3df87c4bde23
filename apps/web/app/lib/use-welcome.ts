import { useEffect, useState } from 'react';

/** An account this young that has not opened the screen here before is greeted as new. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** The person a screen greets. */
export interface Visitor {
  id: string;
  /** When the account was opened, an ISO timestamp. */
  createdAt: string;
}

const visitedKey = (screen: string, visitor: Visitor) => `visited:${screen}:${visitor.id}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * "Welcome" on a new account's first visit to a screen, "Welcome back" on every later one. The
 * visit is remembered in this browser; an account older than a day is never greeted as new, so
 * an old customer on a new device is still welcomed back.
 */
export function useWelcome(screen: 'dashboard' | 'admin', visitor: Visitor): 'Welcome' | 'Welcome back' {
  const key = visitedKey(screen, visitor);
  // Decided once, when the screen opens: the mark written below must not change this visit's words.
  const [firstVisit] = useState(() => {
    let seen: string | null = null;
    try {
      seen = storage()?.getItem(key) ?? null;
    } catch {
      // Without storage nothing is remembered: greet as returning, the safer guess.
      return false;
    }
    const age = Date.now() - Date.parse(visitor.createdAt);
    return seen === null && age >= 0 && age < NEW_ACCOUNT_MS;
  });
  useEffect(() => {
    try {
      storage()?.setItem(key, new Date().toISOString());
    } catch {
      // Private modes may refuse to store: the next visit is greeted as returning anyway once a day passes.
    }
  }, [key]);
  return firstVisit ? 'Welcome' : 'Welcome back';
}
