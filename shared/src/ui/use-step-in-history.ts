import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A multi-step form's step, kept in the browser's history: each step forward is a history entry of the same page (its
 * step in the entry's state under `key`), so the browser's Back and Forward move between the steps, with what was
 * typed kept (it stays in the form's memory), instead of leaving the form and losing it. Going to the step before
 * this one (the form's own Back) walks the history back rather than adding an entry, so the browser's Back after it
 * leaves the form as expected. A step this form has not reached since it was opened (after a reload, which forgets
 * what was typed) is shown as the first.
 */
export function useStepInHistory<Step extends string | number>(
  key: string,
  first: Step,
): [step: Step, goTo: (step: Step) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [reached, setReached] = useState<ReadonlySet<Step>>(() => new Set([first]));
  const state: unknown = location.state;
  const kept = recordOf(state);
  const stored = key in kept ? (kept[key] as Step) : first;
  const step = reached.has(stored) ? stored : first;
  const goTo = useCallback(
    (next: Step) => {
      if (next === step) return;
      setReached((steps) => (steps.has(next) ? steps : new Set([...steps, next])));
      // The steps of this form's history entries up to this one, oldest first (only while the entry's step is shown).
      const entry = recordOf(state);
      const trailKey = `${key}Trail`;
      const storedTrail = entry[trailKey];
      const trail: readonly Step[] = step === stored && Array.isArray(storedTrail) ? (storedTrail as Step[]) : [step];
      if (trail.length > 1 && trail[trail.length - 2] === next) {
        navigate(-1);
        return;
      }
      navigate(`${location.pathname}${location.search}${location.hash}`, {
        state: { ...entry, [key]: next, [trailKey]: [...trail, next] },
      });
    },
    [key, location.hash, location.pathname, location.search, navigate, state, step, stored],
  );
  return [step, goTo];
}

/** A history entry's state as a record (empty when it holds none). */
function recordOf(state: unknown): Record<string, unknown> {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}
