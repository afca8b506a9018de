import { render } from '@testing-library/react';
import { FrameIcon, frameIconNames } from './frame-icons';

// React warns (and would write the attribute under its SVG name only by chance) when an icon's own attributes reach
// the <svg> with their SVG spelling: the close icon's root carries `fill-rule`.
it.each(frameIconNames)('draws the %s icon with React attribute names', (name) => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { container } = render(<FrameIcon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('viewBox')).toBe('64 64 896 896');
    expect(svg?.querySelector('path')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

it("keeps the close icon's even-odd fill rule", () => {
  const { container } = render(<FrameIcon name="close" />);
  expect(container.querySelector('svg')?.getAttribute('fill-rule')).toBe('evenodd');
});
