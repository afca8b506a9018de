import { useEffect, useState } from 'react';

/** Spec section 9: list searches wait 500 ms after the last keystroke (every remote's searches, from here). */
export const searchDebounceMs = 500;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = searchDebounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
