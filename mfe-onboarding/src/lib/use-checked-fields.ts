import { useCallback, useMemo, useState } from 'react';

/** Any zod schema from `@portal/shared` fits: the page checks a field with the server's own rule. */
export type FieldRule = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

export type FieldValue = string | boolean;

export function ruleMessage(rule: FieldRule, value: unknown): string | null {
  const result = rule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const isFilled = (value: FieldValue): boolean => (typeof value === 'string' ? value.trim() !== '' : value);

/**
 * Form fields checked as the user types or leaves them (spec section 5): a field shows its message
 * once touched; `ready` is true when every field is filled and none has an error.
 */
export function useCheckedFields<V extends Record<string, FieldValue>>(
  initial: V,
  rules: { [K in keyof V]: FieldRule },
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, true>>>({});

  const errors = useMemo(() => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const key of Object.keys(rules) as (keyof V)[]) {
      const message = ruleMessage(rules[key], values[key]);
      if (message) found[key] = message;
    }
    return found;
  }, [rules, values]);

  const change = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setTouched((current) => ({ ...current, [key]: true }));
  }, []);

  const touch = useCallback((key: keyof V) => setTouched((current) => ({ ...current, [key]: true })), []);

  const ready = Object.values(values).every(isFilled) && Object.keys(errors).length === 0;

  return {
    values,
    change,
    touch,
    /** The message to show under a field: only once the user has been there. */
    errorOf: (key: keyof V): string | undefined => (touched[key] ? errors[key] : undefined),
    ready,
  };
}

export type CheckedFields<V extends Record<string, FieldValue>> = ReturnType<typeof useCheckedFields<V>>;
