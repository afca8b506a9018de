import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { services, servicesPage, sharedInclusions } from '../../features/services/services-content';
import Services, { SERVICE_DETAIL_DELAY_MS } from '../Services';

jest.mock('antd', () => {
  throw new Error('The public site must not load antd.');
});
jest.mock('zod', () => {
  throw new Error('Only the form pages may load zod.');
});

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location" data-navigation={useNavigationType()}>
      {location.pathname + location.search}
    </p>
  );
}

function renderServices(url = '/services') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/services"
          element={
            <>
              <Services />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location');
const detailHeading = (title: string) => screen.queryByRole('heading', { level: 1, name: title });

describe('Services', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('lists the four services, each with subtitle, description, badge and Learn More', () => {
    renderServices();
    expect(screen.getByRole('heading', { level: 1, name: servicesPage.title })).toBeInTheDocument();
    expect(services.map((service) => service.title)).toEqual([
      'Job Application',
      'Career Guide',
      'CV Review',
      'Interview Preparation',
    ]);
    for (const service of services) {
      expect(screen.getByRole('heading', { level: 2, name: service.title })).toBeInTheDocument();
      expect(screen.getByText(service.subtitle)).toBeInTheDocument();
      expect(screen.getByText(service.description)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: servicesPage.learnMoreAbout(service.title) })).toBeInTheDocument();
    }
    expect(screen.getAllByText('98% Customer Satisfaction Rate')).toHaveLength(4);
    expect(document.title).toBe('Our services | Career Portal');
  });

  it.each(['cv review', 'CV REVIEW', 'Cv%20Review', 'cv+review'])(
    '?service=%s opens the CV Review detail whatever the case',
    (value) => {
      renderServices(`/services?service=${value}`);
      expect(detailHeading('CV Review')).toBeInTheDocument();
      for (const inclusion of sharedInclusions) expect(screen.getByText(inclusion)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Career Guide' })).not.toBeInTheDocument();
    },
  );

  it('an unknown service shows the list', () => {
    renderServices('/services?service=plumbing');
    expect(screen.getByRole('heading', { level: 1, name: servicesPage.title })).toBeInTheDocument();
  });

  it('Learn More opens the detail after 400 ms and scrolls to the top', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderServices();
      await user.click(screen.getByRole('button', { name: servicesPage.learnMoreAbout('Interview Preparation') }));
      act(() => jest.advanceTimersByTime(SERVICE_DETAIL_DELAY_MS - 10));
      expect(detailHeading('Interview Preparation')).not.toBeInTheDocument();
      // While it opens, the button is named by what it shows (a label must hold the visible text: WCAG 2.5.3).
      expect(screen.getByRole('button', { name: servicesPage.opening })).toBeDisabled();
      expect(window.scrollTo).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(10));
      expect(detailHeading('Interview Preparation')).toBeInTheDocument();
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
      expect(location()).toHaveTextContent('/services?service=Interview+Preparation');
      expect(location()).toHaveAttribute('data-navigation', 'PUSH');
      for (const inclusion of sharedInclusions) expect(screen.getByText(inclusion)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('Back returns to the list and replaces the history entry', async () => {
    const user = userEvent.setup();
    renderServices('/services?service=job%20application');
    expect(detailHeading('Job Application')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: servicesPage.backLabel }));
    expect(screen.getByRole('heading', { level: 1, name: servicesPage.title })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/services$/);
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('Back brings the list back at the card the reader came from, its Learn More focused', async () => {
    const user = userEvent.setup();
    renderServices('/services?service=interview%20preparation');
    await user.click(screen.getByRole('button', { name: servicesPage.backLabel }));
    expect(screen.getByRole('button', { name: servicesPage.learnMoreAbout('Interview Preparation') })).toHaveFocus();
  });
});
