import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A multi-step form's step, kept in the browser's history: each step forward is a history entry of the same page (its
 * step in the entry's state under `key`), so the browser's Back and Forward move between the steps, with what was
 * typed kept (it stays in the form's memory), instead of leaving the form and losing it. A step this form has not
 * reached since it was opened (after a reload, which forgets what was typed) is shown as the first.
 */
export function useStepInHistory<Step extends string | number>(
  key: string,
  first: Step,
): [step: Step, goTo: (step: Step) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [reached, setReached] = useState<ReadonlySet<Step>>(() => new Set([first]));
  const state: unknown = location.state;
  const stored =
    state && typeof state === 'object' && key in state ? ((state as Record<string, unknown>)[key] as Step) : first;
  const step = reached.has(stored) ? stored : first;
  const goTo = useCallback(
    (next: Step) => {
      if (next === step) return;
      setReached((steps) => (steps.has(next) ? steps : new Set([...steps, next])));
      const kept = state && typeof state === 'object' ? state : {};
      navigate(`${location.pathname}${location.search}${location.hash}`, { state: { ...kept, [key]: next } });
    },
    [key, location.hash, location.pathname, location.search, navigate, state, step],
  );
  return [step, goTo];
}
