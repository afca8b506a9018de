import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carousel, testimonials } from '../../landing-content';
import { TestimonialCarousel } from '../TestimonialCarousel';

const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^[A-Z][a-z]+ [A-Z]/, { selector: '.testimonial__name' }).textContent);

const names = testimonials.map((testimonial) => testimonial.name);

describe('TestimonialCarousel', () => {
  it('has six entries and shows three of them, with name, role, text, image and a rating from 1 to 5', () => {
    expect(testimonials).toHaveLength(6);
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(shownNames()).toEqual(names.slice(0, 3));
    const first = testimonials[0]!;
    const firstCard = within(within(screen.getByRole('list')).getAllByRole('listitem')[0]!);
    expect(firstCard.getByText(first.role)).toBeInTheDocument();
    expect(firstCard.getByText(first.text)).toBeInTheDocument();
    expect(firstCard.getByRole('img', { name: carousel.rating(first.rating) })).toBeInTheDocument();
    for (const testimonial of testimonials) expect(testimonial.rating).toBeGreaterThanOrEqual(1);
    for (const testimonial of testimonials) expect(testimonial.rating).toBeLessThanOrEqual(5);
    expect(document.querySelectorAll('.testimonial__person img')).toHaveLength(3);
  });

  it('next moves by one and wraps from the last entry back to the first', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    const next = screen.getByRole('button', { name: carousel.next });
    await user.click(next);
    expect(shownNames()).toEqual(names.slice(1, 4));
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(shownNames()).toEqual([names[4], names[5], names[0]]);
    await user.click(next);
    await user.click(next);
    expect(shownNames()).toEqual(names.slice(0, 3));
  });

  it('previous wraps from the first entry to the last', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    await user.click(screen.getByRole('button', { name: carousel.previous }));
    expect(shownNames()).toEqual([names[5], names[0], names[1]]);
    expect(screen.getByText('Showing testimonials 6, 1 and 2 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: carousel.previous }));
    expect(shownNames()).toEqual([names[4], names[5], names[0]]);
  });
});
