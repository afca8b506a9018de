import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@portal/shared';

type Issue = { path: readonly PropertyKey[]; message: string };
/** The part of a zod schema a form needs: the contract's own rules and messages decide what is valid. */
export type FormContract<Output> = {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
};

/**
 * Where a form's contract comes from. The public forms import it on first use (focus or submit), so their pages
 * do not download zod before anyone fills them in.
 */
export type ContractLoader<Output> = () => Promise<FormContract<Output>>;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per top-level field, in the order the contract reports them. */
export function fieldErrorsOf<Field extends string>(issues: readonly Issue[]): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Field>;
}

export type FormStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * A public form checked with its API contract: per-field messages on submit (kept up to date as the user
 * corrects them), one request, the server's confirmation or its error. The input stays when sending fails.
 */
export function useContractForm<Values extends Record<string, unknown>, Output>({
  contract,
  initialValues,
  send,
  failureFallback,
}: {
  contract: ContractLoader<Output>;
  initialValues: Values;
  send: (data: Output) => Promise<string>;
  failureFallback: string;
}) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  // After the first submit, every change is checked again so messages clear as the user corrects them.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = useRef<FormContract<Output> | null>(null);
  const submitting = useRef(false);

  const loadContract = async () => (loaded.current ??= await contract());
  /** Starts loading the contract as soon as the reader enters the form, so a submit does not wait for it. */
  const prepare = () => void loadContract().catch(() => undefined);

  const check = (rules: FormContract<Output>, next: Values) => {
    const result = rules.safeParse(next);
    const nextErrors = result.success ? {} : fieldErrorsOf<Field>(result.error.issues);
    setErrors(nextErrors);
    return result;
  };

  const setValue = <Name extends Field>(name: Name, value: Values[Name]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted && loaded.current) check(loaded.current, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submit();
    } finally {
      submitting.current = false;
    }
  };

  const submit = async () => {
    let rules: FormContract<Output>;
    try {
      rules = await loadContract();
    } catch {
      setStatus({ kind: 'failed', message: failureFallback });
      return;
    }
    setAttempted(true);
    const result = check(rules, values);
    if (!result.success) {
      setStatus({ kind: 'idle' });
      // Move to the first field that needs attention, as a screen-reader user would need.
      requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first)?.focus();
      });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const message = await send(result.data);
      setStatus({ kind: 'sent', message });
    } catch (error) {
      setStatus({ kind: 'failed', message: await errorMessage(error, failureFallback) });
    }
  };

  const reset = () => {
    setAttempted(false);
    setValues(initialValues);
    setErrors({});
    setStatus({ kind: 'idle' });
  };

  return { values, errors, status, setValue, onSubmit, prepare, reset, formRef };
}
