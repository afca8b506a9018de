import { createRef } from 'react';
import { act, render } from '@testing-library/react';
import { MessageEditor, type MessageEditorHandle } from './MessageEditor';

describe('the message editor (real Quill 2)', () => {
  it('hands on HTML with ordinary spaces between words, not one &nbsp; per space', () => {
    const onChange = jest.fn();
    const editor = createRef<MessageEditorHandle>();
    render(<MessageEditor ref={editor} label="Message" placeholder="Write" onChange={onChange} />);
    act(() => editor.current!.setHtml('<p>Check your microphone first.</p><p>Two&nbsp;&nbsp;spaces</p>'));
    const [html] = onChange.mock.calls.at(-1)!;
    expect(html).toBe('<p>Check your microphone first.</p><p>Two&nbsp; spaces</p>');
  });
});
