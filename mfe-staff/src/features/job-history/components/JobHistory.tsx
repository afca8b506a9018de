import { useId, useState, type FormEvent } from 'react';
import { jobHistoryQuery, type User } from '@portal/shared/contracts';
import { searchMaxLength } from '@portal/shared/limits';
import { displayName } from '@portal/shared/people';
import { EmailAddress, Pagination, Panel } from '@portal/shared/ui';
import { fillMessage, sharedMessages } from '@portal/shared/texts';
import { LoadFailure } from '../../../components/LoadFailure';
import { messages } from '../../../texts';
import { StaffTable } from '../../../components/StaffTable';
import { useJobHistory, type JobHistoryFilters } from '../api/use-job-history';
import { CandidateApplicationsModal } from './CandidateApplicationsModal';
import './job-history.css';
import { planNames } from '@portal/shared/plan-names';

const noFilters: JobHistoryFilters = { search: '', plan: 'all', applied: 'all' };

/**
 * /admin-jobhistory (the signed-in admin) and /admin-job-history/{adminId} (a super admin's view of one admin):
 * the admin's candidates with Candidate Name, Email (with location), Job Title and View All; the search box and
 * Filter button work (name or e-mail, plan, applied this week or not); 'Loading...', 'No candidates found'.
 */
export function JobHistory({ adminId, initialApplied = 'all' }: { adminId?: string; initialApplied?: string }) {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<JobHistoryFilters>({ ...noFilters, applied: initialApplied });
  const [filters, setFilters] = useState<JobHistoryFilters>({ ...noFilters, applied: initialApplied });
  const [viewing, setViewing] = useState<User | null>(null);
  const ids = { search: useId(), plan: useId(), applied: useId() };
  // An address whose admin is no id at all names no admin: it is said so, as for an unknown one, without asking.
  const namesNoAdmin = adminId !== undefined && !jobHistoryQuery.shape.admin.safeParse(adminId).success;
  const { data, failed, refusal, isLoading, mutate } = useJobHistory(adminId, page, filters, !namesNoAdmin);
  const list = data?.data;
  const rows = list?.docs ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, search: draft.search.trim() });
    setPage(1);
  };

  return (
    <div className="job-history" data-testid="job-history">
      <h2 className="job-history__title">
        {/* A super admin's view of one admin names them, once the server has said who they are. */}
        {adminId && list?.admin._id === adminId
          ? fillMessage(messages.jobHistoryOf, { name: displayName(list.admin) })
          : messages.jobHistoryTitle}
      </h2>
      <Panel>
        <form className="job-history__filters" onSubmit={apply} role="search">
          <div>
            <label htmlFor={ids.search}>{messages.searchCandidates}</label>
            <input
              id={ids.search}
              type="search"
              value={draft.search}
              maxLength={searchMaxLength}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.plan}>{messages.planFilter}</label>
            <select
              id={ids.plan}
              value={draft.plan}
              onChange={(event) => setDraft({ ...draft, plan: event.target.value })}
            >
              <option value="all">{messages.allPlans}</option>
              {planNames.map((plan) => (
                <option key={plan} value={plan}>
                  {plan}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.applied}>{messages.appliedFilter}</label>
            <select
              id={ids.applied}
              value={draft.applied}
              onChange={(event) => setDraft({ ...draft, applied: event.target.value })}
            >
              <option value="all">{messages.appliedAny}</option>
              <option value="this-week">{messages.appliedThisWeek}</option>
              <option value="not-this-week">{messages.notAppliedThisWeek}</option>
            </select>
          </div>
          <button type="submit" className="job-history__button">
            {messages.filter}
          </button>
        </form>
        {failed || namesNoAdmin ? (
          <LoadFailure refusal={namesNoAdmin ? sharedMessages.adminNotFound : refusal} onRetry={() => void mutate()} />
        ) : (
          <>
            <StaffTable
              label={messages.candidates}
              columns={[
                messages.candidateNameColumn,
                messages.candidateEmail,
                messages.jobTitleColumn,
                messages.actions,
              ]}
              loading={isLoading || !list}
              rowCount={rows.length}
              emptyText={messages.noCandidatesFound}
            >
              {rows.map(({ user }) => (
                <tr key={user._id}>
                  <td>{displayName(user)}</td>
                  <td data-label={messages.candidateEmail}>
                    <EmailAddress address={user.email} />
                    {user.location ? (
                      <>
                        <br />
                        <span className="staff-table__secondary">{user.location}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label={messages.jobTitleColumn}>
                    {user.jobTitle.filter(Boolean).join(', ') || messages.notProvided}
                  </td>
                  <td>
                    <button type="button" className="staff-link" onClick={() => setViewing(user)}>
                      {messages.viewAll}
                    </button>
                  </td>
                </tr>
              ))}
            </StaffTable>
            <Pagination page={page} totalPages={list?.totalPages ?? 0} onChange={setPage} />
          </>
        )}
      </Panel>
      {viewing ? (
        <CandidateApplicationsModal key={viewing._id} candidate={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </div>
  );
}
