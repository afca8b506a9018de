import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { experienceLevels, planNames, workStates } from '@portal/shared/contracts';
import { searchMaxLength } from '@portal/shared/limits';
import { displayName } from '@portal/shared/people';
import { busyButton, EmailAddress, Pagination, Panel, useDebouncedValue } from '@portal/shared/ui';
import { CandidateProfileModal } from '@portal/shared/ui/candidate-profile';
import type { User } from '@portal/shared';
import { useCandidateRecord } from '../api/candidate-record';
import { replaceDocument } from '../../../lib/candidate-actions';
import { LoadFailure } from '../../../components/LoadFailure';
import { useRegisteredCandidates, type CandidateFilters } from '../api/registered-candidates';
import { registeredTexts as texts } from '../texts';
import '../../../components/staff-list.css';
import { StaffTable } from '../../../components/StaffTable';

const listOrNa = (items: string[]) => items.filter(Boolean).join(', ') || texts.notAvailable;

/**
 * /registered-candidates (super admin): verified candidates, Name, Email address, Action; an expandable row
 * (first and last name, job titles, preferred states, 'N/A' when empty); search (from `?search=` at first), filters
 * and pages of ten.
 */
export function RegisteredCandidatesList() {
  // A `search` in the address (the dashboard's latest candidates link here) is the search it opens with.
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('search')?.slice(0, searchMaxLength) ?? '');
  const search = useDebouncedValue(typed.trim());
  const [filters, setFilters] = useState<CandidateFilters>({ state: '', experienceLevel: '', plan: '' });
  const [page, setPage] = useState(1);
  const [key, setKey] = useState('');
  const currentKey = JSON.stringify([search, filters]);
  if (key !== currentKey) {
    setKey(currentKey);
    setPage(1);
  }
  const [expanded, setExpanded] = useState<string | null>(null);
  const [viewing, setViewing] = useState<User | null>(null);
  const details = useCandidateRecord(viewing);
  const opening = (candidate: User) => viewing?._id === candidate._id && details.loading;
  const { data, failed, refusal, isLoading, mutate } = useRegisteredCandidates(page, search, filters);
  const candidates = data?.data;

  const select = (name: keyof CandidateFilters, label: string, options: readonly string[]) => (
    <label>
      {label}
      <select
        name={name}
        value={filters[name]}
        onChange={(event) => setFilters({ ...filters, [name]: event.target.value })}
      >
        <option value="">{texts.any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <Panel title={texts.title}>
      <div className="staff-list">
        <div className="staff-list__toolbar" role="search">
          <label className="staff-list__search">
            {texts.searchLabel}
            <input
              type="search"
              value={typed}
              maxLength={searchMaxLength}
              placeholder={texts.searchPlaceholder}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          {select('state', texts.state, workStates)}
          {select('experienceLevel', texts.experienceLevel, experienceLevels)}
          {select('plan', texts.plan, planNames)}
        </div>
        {failed ? (
          <LoadFailure refusal={refusal} onRetry={() => void mutate()} />
        ) : (
          <StaffTable
            label={texts.title}
            columns={[texts.name, texts.email, texts.action]}
            loading={isLoading}
            rowCount={candidates?.docs.length ?? 0}
            emptyText={texts.noCandidates}
          >
            {candidates?.docs.map((candidate) => {
              const open = expanded === candidate._id;
              return (
                <Fragment key={candidate._id}>
                  <tr data-testid={`candidate-${candidate.email}`}>
                    <td>{displayName(candidate)}</td>
                    <td data-label={texts.email}>
                      <EmailAddress address={candidate.email} />
                    </td>
                    <td>
                      <div className="staff-list__actions">
                        <button
                          type="button"
                          className="staff-list__button staff-list__button--primary"
                          aria-label={`${texts.viewDetails}: ${displayName(candidate)}`}
                          onClick={() => setViewing(candidate)}
                          // The modal opens once the candidate's documents and platforms are read: till then the
                          // button says so, instead of a click that seems to do nothing.
                          {...busyButton(opening(candidate))}
                        >
                          {opening(candidate) ? texts.loading : texts.viewDetails}
                        </button>
                        <button
                          type="button"
                          className="staff-list__button"
                          aria-expanded={open}
                          aria-label={`${open ? texts.showLess : texts.showMore}: ${displayName(candidate)}`}
                          onClick={() => setExpanded(open ? null : candidate._id)}
                        >
                          {open ? texts.showLess : texts.showMore}
                        </button>
                      </div>
                    </td>
                  </tr>
                  {open ? (
                    <tr className="staff-list__detail">
                      <td colSpan={3}>
                        <dl>
                          <dt>{texts.firstName}</dt>
                          <dd>{candidate.firstName || texts.notAvailable}</dd>
                          <dt>{texts.lastName}</dt>
                          <dd>{candidate.lastName || texts.notAvailable}</dd>
                          <dt>{texts.jobTitles}</dt>
                          <dd>{listOrNa(candidate.jobTitle)}</dd>
                          <dt>{texts.preferredStates}</dt>
                          <dd>{listOrNa(candidate.workState)}</dd>
                        </dl>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </StaffTable>
        )}
        <Pagination page={page} totalPages={candidates?.totalPages ?? 0} onChange={setPage} />
      </div>
      <CandidateProfileModal
        open={viewing !== null && details.record !== null}
        candidate={details.record}
        pageType="registeredCandidates"
        onClose={() => setViewing(null)}
        onReplaceDocument={async (document, file) => {
          await replaceDocument(document, file);
          await details.refreshDocuments();
        }}
      />
    </Panel>
  );
}
