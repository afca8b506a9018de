import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { filterJobs, noFilters, type JobSearchCriteria } from '../utils/filter-jobs';
import { jobFilters, jobSearchTexts, type JobFilterName, type SampleJob } from '../job-search-content';

function FilterGroup({
  name,
  chosen,
  onToggle,
}: {
  name: JobFilterName;
  chosen: readonly string[];
  onToggle: (name: JobFilterName, option: string) => void;
}) {
  const filter = jobFilters[name];
  return (
    <fieldset className="site-fieldset job-filter">
      <legend>{filter.label}</legend>
      <div className="job-filter__options">
        {filter.options.map((option) => (
          <label key={option} className="site-option">
            <input type="checkbox" checked={chosen.includes(option)} onChange={() => onToggle(name, option)} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function JobListing({ job }: { job: SampleJob }) {
  return (
    <li className="site-card job-listing">
      <p className="job-listing__sample">{jobSearchTexts.sampleLabel}</p>
      <h3>{job.title}</h3>
      <p className="job-listing__company">
        {job.company} · {job.location}
      </p>
      <p>{job.summary}</p>
      <ul className="job-listing__tags">
        <li>{job.type}</li>
        <li>{job.category}</li>
        <li>{job.level}</li>
        <li>
          {job.salary} {jobSearchTexts.perWeek}
        </li>
      </ul>
    </li>
  );
}

/**
 * The job search of spec section 2 over sample listings: keyword and location apply on Search,
 * the filters as soon as they are ticked; the count and the list always show what matches.
 */
export function JobSearch({ jobs }: { jobs: readonly SampleJob[] }) {
  const [keyword, setKeyword] = useState('');
  const [location, setLocation] = useState('');
  const [criteria, setCriteria] = useState<JobSearchCriteria>({ keyword: '', location: '', filters: noFilters() });
  const keywordId = useId();
  const locationId = useId();
  const resultsId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const results = filterJobs(jobs, criteria);
  // On a phone the results sit below every filter: this takes the reader there.
  const showResults = () => {
    resultsHeading.current?.scrollIntoView?.({ block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setCriteria((current) => ({ ...current, keyword, location }));
  };
  const toggle = (name: JobFilterName, option: string) =>
    setCriteria((current) => {
      const chosen = current.filters[name];
      const next = chosen.includes(option) ? chosen.filter((value) => value !== option) : [...chosen, option];
      return { ...current, filters: { ...current.filters, [name]: next } };
    });
  const clearFilters = () => setCriteria((current) => ({ ...current, filters: noFilters() }));

  return (
    <div className="job-search">
      <form className="job-search__bar" role="search" onSubmit={search}>
        <div className="site-field">
          <label htmlFor={keywordId}>{jobSearchTexts.keywordLabel}</label>
          <input
            id={keywordId}
            type="search"
            value={keyword}
            placeholder={jobSearchTexts.keywordPlaceholder}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </div>
        <div className="site-field">
          <label htmlFor={locationId}>{jobSearchTexts.locationLabel}</label>
          <input
            id={locationId}
            type="search"
            value={location}
            placeholder={jobSearchTexts.locationPlaceholder}
            onChange={(event) => setLocation(event.target.value)}
          />
        </div>
        <button type="submit" className="site-button">
          {jobSearchTexts.search}
        </button>
      </form>
      <div className="job-search__body">
        <aside className="job-search__filters" aria-label={jobSearchTexts.filtersTitle}>
          <h2 className="job-search__subheading">{jobSearchTexts.filtersTitle}</h2>
          {(Object.keys(jobFilters) as JobFilterName[]).map((name) => (
            <FilterGroup key={name} name={name} chosen={criteria.filters[name]} onToggle={toggle} />
          ))}
          <button type="button" className="site-button site-button--secondary" onClick={clearFilters}>
            {jobSearchTexts.clearFilters}
          </button>
          <button type="button" className="site-button job-search__show-results" onClick={showResults}>
            {jobSearchTexts.showResults(results.length)}
          </button>
        </aside>
        <section className="job-search__results" aria-labelledby={resultsId}>
          <h2 id={resultsId} ref={resultsHeading} tabIndex={-1} className="job-search__subheading">
            {jobSearchTexts.resultsTitle}
          </h2>
          <p className="job-search__notice">{jobSearchTexts.sampleNotice}</p>
          <p className="job-search__count" role="status">
            {jobSearchTexts.resultCount(results.length)}
          </p>
          {results.length === 0 ? (
            <p>{jobSearchTexts.noResults}</p>
          ) : (
            <ul className="job-search__list">
              {results.map((job) => (
                <JobListing key={job.id} job={job} />
              ))}
            </ul>
          )}
          <Link to="/" className="site-button site-button--secondary">
            {jobSearchTexts.backToHome}
          </Link>
        </section>
      </div>
    </div>
  );
}
