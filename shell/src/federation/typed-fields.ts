import type { EarlyTyping } from '@portal/shared';

/**
 * What a visitor typed or ticked in a pre-rendered form (/login) before the app took it over. The app renders
 * its own fields over the markup (it does not hydrate it), so without this the typing would be lost.
 */
export type TypedField = {
  index: number;
  name: string;
  type: string;
  value: string;
  checked: boolean;
  focused: boolean;
};

const fieldsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLInputElement>('input'));

/** The fields of the pre-rendered markup that hold something, read before the app renders over them. */
export function readTypedFields(root: HTMLElement): TypedField[] {
  return fieldsOf(root).flatMap((input, index) => {
    const focused = input === document.activeElement;
    const checkable = input.type === 'checkbox' || input.type === 'radio';
    if (!focused && (checkable ? !input.checked : input.value === '')) return [];
    return [{ index, name: input.name, type: input.type, value: input.value, checked: input.checked, focused }];
  });
}

/**
 * The fields read at the first render, brought up to date with what the pre-render's recorder saw since (the app
 * renders a step at a time, and the visitor may type on until it commits): each field's latest value wins, and
 * the focus is where the recorder last saw it.
 */
export function withEarlyTyping(read: readonly TypedField[], early: EarlyTyping | undefined): TypedField[] {
  if (!early) return [...read];
  const fields = new Map(read.map((field) => [field.index, field]));
  for (const field of Object.values(early.fields)) fields.set(field.index, { ...field, focused: false });
  return [...fields.values()]
    .sort((a, b) => a.index - b.index)
    .map((field) => ({ ...field, focused: field.index === early.focus }));
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Puts them into the app's fields (the same position, name and kind), as if typed there: the value through
 * the input event React listens to, a tick by a click; and the focus back where it was.
 */
export function restoreTypedFields(root: HTMLElement, typed: readonly TypedField[]): void {
  const fields = fieldsOf(root);
  for (const field of typed) {
    const input = fields[field.index];
    // A password field the visitor showed as text is still the same field.
    const sameKind = input?.type === field.type || (input?.name === 'password' && field.name === 'password');
    if (!input || input.name !== field.name || !sameKind) continue;
    if (input.type === 'checkbox' || input.type === 'radio') {
      if (input.checked !== field.checked) input.click();
    } else if (field.value !== '' && input.value === '') {
      setNativeValue?.call(input, field.value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (field.focused) input.focus();
  }
}
