import { render } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

/** The text before each break opportunity, and the text after the last one. */
const piecesOf = (element: Element) =>
  Array.from(element.childNodes)
    .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
    .join('');

describe('EmailAddress', () => {
  it('offers a line break only after each @ and ., and its text is the plain address', () => {
    const { container } = render(<EmailAddress address="casey.candidate@example.com" />);
    const address = container.firstElementChild!;
    expect(piecesOf(address)).toBe('casey.|candidate@|example.|com');
    expect(address.querySelectorAll('wbr')).toHaveLength(3);
    for (const opportunity of Array.from(address.querySelectorAll('wbr')))
      expect(opportunity.previousSibling?.textContent).toMatch(/[@.]$/);
    // Copy-paste and screen readers get the address, not its pieces.
    expect(address.textContent).toBe('casey.candidate@example.com');
  });

  it('breaks nothing else: an address with no @ or . is one piece, and none comes after a last . or @', () => {
    const plain = render(<EmailAddress address="postmaster" />).container.firstElementChild!;
    expect(plain.querySelectorAll('wbr')).toHaveLength(0);
    expect(plain.textContent).toBe('postmaster');
    const trailing = render(<EmailAddress address="a..b@c." />).container.firstElementChild!;
    expect(piecesOf(trailing)).toBe('a.|.|b@|c.');
    expect(trailing.textContent).toBe('a..b@c.');
  });
});
