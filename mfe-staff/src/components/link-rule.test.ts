import { linkAddress, refusedAddress } from './link-rule';

describe('the editor link rule', () => {
  it.each([
    ['jobs@portal.test', 'mailto:jobs@portal.test'],
    ['  first.last+cv@example.com.au ', 'mailto:first.last+cv@example.com.au'],
    ['mailto:help@portal.test', 'mailto:help@portal.test'],
  ])('an e-mail address %p becomes %p', (input, expected) => expect(linkAddress(input)).toBe(expected));

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abc_DEF-1', 'https://www.youtube.com/embed/abc_DEF-1'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('a video link %p becomes its embed address %p', (input, expected) => expect(linkAddress(input)).toBe(expected));

  it.each([
    ['seek.com.au/jobs', 'https://seek.com.au/jobs'],
    ['www.example.com', 'https://www.example.com/'],
    ['example.com:8080/path', 'https://example.com:8080/path'],
    ['http://example.com/a', 'http://example.com/a'],
    ['https://example.com/search?q=a b', 'https://example.com/search?q=a%20b'],
  ])('%p without a scheme gets https:// (others kept): %p', (input, expected) =>
    expect(linkAddress(input)).toBe(expected),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:javascript:alert(1)',
    '',
  ])('%p never survives', (input) => expect(linkAddress(input)).toBe(refusedAddress));
});
