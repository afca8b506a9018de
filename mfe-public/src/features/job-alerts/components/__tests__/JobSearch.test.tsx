import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { filterJobs, noFilters } from '../../utils/filter-jobs';
import { jobFilters, jobSearchTexts, sampleJobs } from '../../job-search-content';
import { JobSearch } from '../JobSearch';

const count = () => screen.getByRole('status');
const listedTitles = () =>
  within(screen.getByRole('region', { name: jobSearchTexts.resultsTitle }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function renderSearch() {
  render(
    <MemoryRouter>
      <JobSearch jobs={sampleJobs} />
    </MemoryRouter>,
  );
}

describe('JobSearch', () => {
  it('offers the filters of spec section 9 and lists every sample, each labelled as a sample', () => {
    renderSearch();
    for (const filter of Object.values(jobFilters)) {
      const group = screen.getByRole('group', { name: filter.label });
      for (const option of filter.options) expect(within(group).getByLabelText(option)).not.toBeChecked();
    }
    expect(count()).toHaveTextContent(jobSearchTexts.resultCount(sampleJobs.length));
    expect(screen.getAllByText(jobSearchTexts.sampleLabel)).toHaveLength(sampleJobs.length);
    expect(screen.getByText(jobSearchTexts.sampleNotice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobSearchTexts.backToHome })).toHaveAttribute('href', '/');
  });

  it('keyword and location narrow the list when Search is pressed', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByLabelText(jobSearchTexts.keywordLabel), 'engineer');
    // Nothing changes until Search.
    expect(count()).toHaveTextContent(jobSearchTexts.resultCount(sampleJobs.length));
    await user.click(screen.getByRole('button', { name: jobSearchTexts.search }));
    expect(listedTitles()).toEqual(['Graduate Civil Engineer', 'Mechanical Engineer']);
    expect(count()).toHaveTextContent('2 sample jobs found');

    await user.type(screen.getByLabelText(jobSearchTexts.locationLabel), 'perth');
    await user.keyboard('{Enter}');
    expect(listedTitles()).toEqual(['Mechanical Engineer']);
    expect(count()).toHaveTextContent('1 sample job found');
  });

  it('filters narrow as they are ticked: any of the options within a filter, all filters together', async () => {
    const user = userEvent.setup();
    renderSearch();
    const type = screen.getByRole('group', { name: 'Type' });
    await user.click(within(type).getByLabelText('Remote'));
    expect(listedTitles()).toEqual(['Digital Marketing Specialist', 'Software Developer (React)']);
    await user.click(within(type).getByLabelText('Internship'));
    expect(listedTitles()).toHaveLength(4);
    await user.click(within(screen.getByRole('group', { name: 'Categories' })).getByLabelText('Technology'));
    expect(listedTitles()).toEqual(['Software Developer (React)', 'IT Support Intern']);
    await user.click(within(screen.getByRole('group', { name: 'Salary Range' })).getByLabelText('$700 - $1000'));
    expect(listedTitles()).toEqual(['IT Support Intern']);
    await user.click(within(screen.getByRole('group', { name: 'Job Level' })).getByLabelText('Senior Level'));
    expect(listedTitles()).toEqual([]);
    expect(count()).toHaveTextContent('0 sample jobs found');
    expect(screen.getByText(jobSearchTexts.noResults)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: jobSearchTexts.clearFilters }));
    expect(listedTitles()).toHaveLength(sampleJobs.length);
  });

  it('the filters end with a button that counts the matches and takes the reader to them', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(within(screen.getByRole('group', { name: 'Type' })).getByLabelText('Remote'));
    await user.click(screen.getByRole('button', { name: jobSearchTexts.showResults(2) }));
    expect(screen.getByRole('heading', { level: 2, name: jobSearchTexts.resultsTitle })).toHaveFocus();
  });

  it('every option of every filter matches at least one sample, so each filter visibly narrows', () => {
    for (const [name, filter] of Object.entries(jobFilters) as [
      keyof typeof jobFilters,
      (typeof jobFilters)[keyof typeof jobFilters],
    ][]) {
      for (const option of filter.options) {
        const matches = filterJobs(sampleJobs, {
          keyword: '',
          location: '',
          filters: { ...noFilters(), [name]: [option] },
        });
        expect(matches.length).toBeGreaterThan(0);
        expect(matches.length).toBeLessThan(sampleJobs.length);
      }
    }
  });
});
