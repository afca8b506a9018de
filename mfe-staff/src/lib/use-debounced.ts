import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (spec section 9: search waits 500 ms on candidate lists). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Spec section 9: search debounce on candidate lists. */
export const searchDebounceMs = 500;
