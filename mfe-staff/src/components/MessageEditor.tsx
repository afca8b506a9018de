import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import Quill from 'quill';
import Link from 'quill/formats/link';
import 'quill/dist/quill.snow.css';
import { ordinarySpacesInHtml } from '@portal/shared/rich-text';
import { linkAddress } from './link-rule';

/** Quill's link format with the portal's link rule: every address set in the editor (typed, pasted) goes through it. */
class PortalLink extends Link {
  static override sanitize(url: string): string {
    return linkAddress(url);
  }
}
Quill.register('formats/link', PortalLink, true);

/** The spec's toolbar: headers 1 and 2, bold, italic, underline, ordered list, bullet list, link, clean. */
const toolbar = [
  [{ header: 1 }, { header: 2 }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];

export type MessageEditorHandle = {
  clear(): void;
  /** Replaces the content with this HTML (an article opened for editing), read through Quill's clipboard. */
  setHtml(html: string): void;
};
export type MessageEditorProps = {
  placeholder: string;
  /** The message as HTML (Quill's semantic HTML: real ol/ul lists) and its plain words. */
  onChange(html: string, text: string): void;
  label: string;
  /** The editing area's fixed height: the spec's 10rem for notifications; a help article gets more room. */
  height?: string;
};

/**
 * Quill 2 behind a ref (react-quill does not run on React 19): created once in a host element, never re-rendered by
 * React; the snow theme's link button already prefixes a selected e-mail address with mailto:.
 */
export const MessageEditor = forwardRef<MessageEditorHandle, MessageEditorProps>(function MessageEditor(
  { placeholder, onChange, label, height = '10rem' },
  ref,
) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const editor = document.createElement('div');
    editor.style.height = height;
    host.append(editor);
    const quill = new Quill(editor, { theme: 'snow', placeholder, modules: { toolbar } });
    quill.root.setAttribute('aria-label', label);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    // Quill 2.0.3's semantic HTML writes every space as '&nbsp;' (lines could break only inside words).
    quill.on('text-change', () => onChangeRef.current(ordinarySpacesInHtml(quill.getSemanticHTML()), quill.getText()));
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      host.replaceChildren();
    };
  }, [placeholder, label, height]);

  useImperativeHandle(ref, () => ({
    clear: () => quillRef.current?.setText(''),
    setHtml: (html: string) => {
      const quill = quillRef.current;
      if (!quill) return;
      quill.setContents(quill.clipboard.convert({ html }), 'user');
    },
  }));

  return <div ref={hostRef} data-testid="message-editor" />;
});
