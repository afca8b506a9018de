import { useId } from 'react';
import { usePageMeta } from '@portal/shared/ui';
import { JobAlertForm } from './JobAlertForm';
import { JobSearch } from './JobSearch';
import { jobAlertTexts } from '../job-alert-content';
import { jobAlertsMeta, jobSearchTexts, sampleJobs } from '../job-search-content';
import '../../../components/site.css';
import '../job-alerts.css';

/** `/job-alerts`: the job search over sample listings, and the job-alerts sign-up (spec sections 2 and 9). */
export function JobSearchAndAlerts() {
  usePageMeta(jobAlertsMeta);
  const signupId = useId();
  return (
    <div className="site-page">
      <section className="site-section site-section--tinted">
        <div className="site-container">
          <h1 className="site-title">{jobSearchTexts.title}</h1>
          <p className="site-lead">{jobSearchTexts.lead}</p>
          <JobSearch jobs={sampleJobs} />
        </div>
      </section>
      <section className="site-section site-section--white job-alert-signup" aria-labelledby={signupId}>
        <div className="site-narrow">
          <h2 id={signupId} className="site-heading">
            {jobAlertTexts.title}
          </h2>
          <p className="site-lead">{jobAlertTexts.lead}</p>
          <JobAlertForm />
        </div>
      </section>
    </div>
  );
}
