import { forwardRef, useImperativeHandle, useState } from 'react';
import type { MessageEditorHandle, MessageEditorProps } from '../components/MessageEditor';

/**
 * Quill needs a real layout engine: Jest suites stand a plain text box in for the editor
 * (`jest.mock('…/components/MessageEditor', () => jest.requireActual('…/testing/fake-message-editor'))`).
 * Typed text arrives as one paragraph; `setHtml` shows the HTML's words.
 */
export const MessageEditor = forwardRef<MessageEditorHandle, MessageEditorProps>(function FakeMessageEditor(
  { label, placeholder, onChange },
  ref,
) {
  const [value, setValue] = useState('');
  const change = (text: string) => {
    setValue(text);
    onChange(text ? `<p>${text}</p>` : '<p></p>', text);
  };
  useImperativeHandle(ref, () => ({
    clear: () => setValue(''),
    setHtml: (html: string) => change(html.replace(/<[^>]+>/g, '')),
  }));
  return (
    <textarea
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => change(event.target.value)}
    />
  );
});
