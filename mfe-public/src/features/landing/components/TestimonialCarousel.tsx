import { useId, useState } from 'react';
import { carousel, type Testimonial } from '../landing-content';

/** The carousel shows three entries at a time (spec section 9). */
export const TESTIMONIALS_SHOWN = 3;

/** Positions shown from `start`, wrapping past the last entry back to the first. */
export function shownPositions(start: number, total: number, count = TESTIMONIALS_SHOWN): number[] {
  return Array.from({ length: Math.min(count, total) }, (_, offset) => (start + offset) % total);
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="testimonial__rating" role="img" aria-label={carousel.rating(rating)}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < rating ? 'star star--on' : 'star'}>
          ★
        </span>
      ))}
    </p>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <Stars rating={testimonial.rating} />
      <blockquote className="testimonial__text">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial__person">
        <img src={testimonial.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span>
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__role">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Three of the entries at a time; previous and next move by one and wrap around both ends. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [start, setStart] = useState(0);
  const headingId = useId();
  const total = testimonials.length;
  const shown = shownPositions(start, total);
  const move = (step: number) => setStart((current) => (current + step + total) % total);

  return (
    <section className="carousel" aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="carousel__header">
        <h2 id={headingId} className="site-heading">
          {carousel.title}
        </h2>
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-label={carousel.previous} onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel__button" aria-label={carousel.next} onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <p className="portal-visually-hidden" aria-live="polite">
        {carousel.position(
          shown.map((position) => position + 1),
          total,
        )}
      </p>
      <ul className="carousel__track">
        {shown
          .map((position) => testimonials[position])
          .filter((testimonial): testimonial is Testimonial => Boolean(testimonial))
          .map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
      </ul>
    </section>
  );
}
