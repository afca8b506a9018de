import { ordinarySpaces, ordinarySpacesInHtml } from './spaces';

describe('ordinary spaces in rich text', () => {
  it("turns Quill 2's &nbsp; between words into ordinary spaces, so a line can break between them", () => {
    expect(ordinarySpacesInHtml('<p>Check&nbsp;your&nbsp;microphone&nbsp;first.</p>')).toBe(
      '<p>Check your microphone first.</p>',
    );
    expect(ordinarySpacesInHtml('<p>One\u00a0two <strong>three</strong>&#160;four</p>')).toBe(
      '<p>One two <strong>three</strong> four</p>',
    );
  });

  it('keeps the width of a run of spaces, with a place to break in it', () => {
    expect(ordinarySpacesInHtml('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a&nbsp; &nbsp;b</p>');
    expect(ordinarySpaces('a\u00a0\u00a0b c')).toBe('a\u00a0 b c');
  });

  it('leaves tags, attributes and escaped text alone', () => {
    const html = '<a href="https://example.com/a&amp;b" target="_blank" rel="noopener noreferrer">&amp;nbsp; x</a>';
    expect(ordinarySpacesInHtml(html)).toBe(html);
  });
});
