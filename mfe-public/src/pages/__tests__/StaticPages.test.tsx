import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { aboutMeta, values } from '../../features/about/about-content';
import { faqMeta, faqs } from '../../features/faq/faq-content';
import { figures, howItHelps, howItWorks, landingMeta } from '../../features/landing/landing-content';
import { resourcesMeta } from '../../features/resources/resources-content';
import About from '../About';
import Faq from '../Faq';
import Landing from '../Landing';
import Resources from '../Resources';

// The pages without a form carry neither antd (the JS budget) nor zod (only the form pages validate).
jest.mock('antd', () => {
  throw new Error('The public site must not load antd.');
});
jest.mock('zod', () => {
  throw new Error('Only the form pages may load zod.');
});

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const descriptionMeta = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('pages without a form', () => {
  it.each([
    ['Landing', Landing, landingMeta],
    ['About', About, aboutMeta],
    ['Faq', Faq, faqMeta],
    ['Resources', Resources, resourcesMeta],
  ])('%s has one h1, a document title and a meta description', (_name, Page, meta) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${meta.title} | Career Portal`);
    expect(descriptionMeta()).toBe(meta.description);
  });

  it('the landing page shows the three helps, the three steps, the fixed figures and Register Now', () => {
    renderPage(Landing);
    expect(screen.getByRole('heading', { level: 2, name: 'How it Helps' })).toBeInTheDocument();
    expect(howItHelps.items.map((item) => item.title)).toEqual([
      'Personalised job matching',
      'Application management on your behalf',
      'Real-time updates and notifications',
    ]);
    expect(howItWorks.steps).toHaveLength(3);
    for (const step of howItWorks.steps) expect(screen.getByRole('heading', { name: step.title })).toBeInTheDocument();
    for (const [label, value] of [
      ['companies', '1,325'],
      ['candidates', '876'],
      ['new jobs', '7,532'],
      ['updates', '7,532'],
      ['success rate', '95%'],
      ['network', '90%'],
      ['user satisfaction', '98%'],
    ] as const) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(figures.counts).toHaveLength(4);
    for (const link of screen.getAllByRole('link', { name: 'Register Now' }))
      expect(link).toHaveAttribute('href', '/welcome');
  });

  it('the about page names the six values, the mission and Why Choose Us with its bars', () => {
    renderPage(About);
    expect(values.items.map((value) => value.title)).toEqual([
      'Integrity',
      'Innovation',
      'Empowerment',
      'Diversity and Inclusion',
      'Customer-Centricity',
      'Collaboration',
    ]);
    for (const value of values.items)
      expect(screen.getByRole('heading', { level: 3, name: value.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Success rate' })).toHaveAttribute('aria-valuenow', '95');
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });

  it('the FAQ has six questions with answers and a Contact Us button to /contact', () => {
    renderPage(Faq);
    expect(faqs).toHaveLength(6);
    for (const faq of faqs) {
      expect(screen.getByRole('heading', { name: faq.question })).toBeInTheDocument();
      expect(faq.answer.join(' ').length).toBeGreaterThan(200);
    }
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('the resources page covers CVs, cover letters, interviews and the five job platforms', () => {
    renderPage(Resources);
    for (const guide of ['Writing a CV', 'Writing a cover letter', 'Preparing for an interview'])
      expect(screen.getByRole('heading', { level: 3, name: guide })).toBeInTheDocument();
    for (const platform of ['Seek', 'Indeed', 'Jora', 'LinkedIn', 'Glassdoor'])
      expect(screen.getByRole('link', { name: `Visit ${platform}` })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      );
  });
});
