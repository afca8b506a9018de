import { Fragment, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CandidateListFilter, CandidateRecord } from '@portal/shared/contracts';
import { searchMaxLength } from '@portal/shared/limits';
import { displayName } from '@portal/shared/people';
import { EmailAddress, Pagination, Panel, useDebouncedValue } from '@portal/shared/ui';
import { CandidateProfileModal } from '@portal/shared/ui/candidate-profile';
import { fillMessage } from '@portal/shared/texts';
import { LoadFailure } from '../../../components/LoadFailure';
import type { ApplicationFormState } from '../../../lib/application-form-state';
import { replaceDocument, revealPassword } from '../../../lib/candidate-actions';
import { messages } from '../../../texts';
import { StaffTable } from '../../../components/StaffTable';
import { useAssignedCandidates } from '../api/use-assigned-candidates';
import './assigned.css';

const filters: CandidateListFilter[] = ['near-quota', 'no-platform'];
const filterNote: Record<CandidateListFilter, string> = {
  all: '',
  'near-quota': messages.filterNearQuota,
  'no-platform': messages.filterNoPlatform,
};

/** The candidate's applications in their plan's period: '7 of 10 this week', '12 this month (unlimited)'. */
function quotaText({ quota }: CandidateRecord): string {
  if (!quota) return messages.quotaNone;
  const values = { used: quota.used, period: quota.period };
  return quota.limit === null
    ? fillMessage(messages.quotaUnlimited, values)
    : fillMessage(messages.quotaUse, { ...values, limit: quota.limit });
}

/**
 * /assigned (spec section 2): the admin's candidates with name, e-mail and plan ('Free' when none), a row that
 * expands to names, job titles and preferred states, search after 500 ms, ten a page, and View details opening the
 * candidate profile modal, whose Continue leads to /applicationform.
 */
export function AssignedCandidates() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter') as CandidateListFilter | null;
  const filter: CandidateListFilter = filterParam && filters.includes(filterParam) ? filterParam : 'all';
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [expanded, setExpanded] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const navigate = useNavigate();
  const searchId = useId();
  const { data, failed, refusal, isLoading, mutate } = useAssignedCandidates(page, search, filter);
  const list = data?.data;
  const records = list?.docs ?? [];
  const open = records.find((record) => record.user._id === openId) ?? null;

  return (
    <div className="assigned" data-testid="assigned-candidates">
      <h2 className="assigned__title">{messages.assignedTitle}</h2>
      <Panel>
        <div className="assigned__toolbar">
          <label htmlFor={searchId} className="portal-visually-hidden">
            {messages.searchCandidates}
          </label>
          <input
            id={searchId}
            type="search"
            className="assigned__search"
            maxLength={searchMaxLength}
            placeholder={messages.searchCandidates}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setPage(1);
            }}
          />
          {filter !== 'all' ? (
            <p className="assigned__filter" role="status">
              {filterNote[filter]}{' '}
              <button
                type="button"
                className="staff-link"
                onClick={() => {
                  setParams({});
                  setPage(1);
                }}
              >
                {messages.showAllCandidates}
              </button>
            </p>
          ) : null}
        </div>
        {failed ? (
          <LoadFailure refusal={refusal} onRetry={() => void mutate()} />
        ) : (
          <>
            <StaffTable
              label={messages.assignedTitle}
              columns={[
                <span className="portal-visually-hidden">{messages.expandColumn}</span>,
                messages.candidateName,
                messages.candidateEmail,
                messages.subscriptionPlan,
                messages.actions,
              ]}
              loading={isLoading || !list}
              rowCount={records.length}
              emptyText={messages.noCandidatesAssigned}
            >
              {records.map((record) => {
                const name = displayName(record.user);
                const isExpanded = expanded === record.user._id;
                const detailsId = `assigned-details-${record.user._id}`;
                return (
                  <Fragment key={record.user._id}>
                    <tr>
                      <td className="assigned__expand-cell">
                        <button
                          type="button"
                          className="assigned__expand"
                          aria-expanded={isExpanded}
                          aria-controls={isExpanded ? detailsId : undefined}
                          aria-label={fillMessage(isExpanded ? messages.showLess : messages.showMore, { name })}
                          onClick={() => setExpanded(isExpanded ? null : record.user._id)}
                        >
                          {isExpanded ? '−' : '+'}
                        </button>
                      </td>
                      <td className="assigned__name">{name}</td>
                      <td data-label={messages.candidateEmail}>
                        <EmailAddress address={record.user.email} />
                      </td>
                      <td data-label={messages.subscriptionPlan}>{record.planName || 'Free'}</td>
                      <td>
                        <button type="button" className="staff-link" onClick={() => setOpenId(record.user._id)}>
                          {messages.viewDetails}
                        </button>
                      </td>
                    </tr>
                    {isExpanded ? (
                      <tr id={detailsId} className="assigned__details">
                        <td colSpan={5}>
                          <dl>
                            <div>
                              <dt>{messages.firstNameLabel}</dt>
                              <dd>{record.user.firstName || messages.notProvided}</dd>
                            </div>
                            <div>
                              <dt>{messages.lastNameLabel}</dt>
                              <dd>{record.user.lastName || messages.notProvided}</dd>
                            </div>
                            <div>
                              <dt>{messages.jobTitleList}</dt>
                              <dd>{record.user.jobTitle.join(', ') || messages.notProvided}</dd>
                            </div>
                            <div>
                              <dt>{messages.preferredStates}</dt>
                              <dd>{record.user.workState.join(', ') || messages.notProvided}</dd>
                            </div>
                            <div>
                              <dt>{messages.quotaLabel}</dt>
                              <dd>{quotaText(record)}</dd>
                            </div>
                          </dl>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </StaffTable>
            <Pagination page={page} totalPages={list?.totalPages ?? 0} onChange={setPage} />
          </>
        )}
      </Panel>
      <CandidateProfileModal
        open={open !== null}
        candidate={open}
        pageType="admin"
        onClose={() => setOpenId(null)}
        onReveal={revealPassword}
        onReplaceDocument={async (document, file) => {
          await replaceDocument(document, file);
          await mutate();
        }}
        onProceed={(platform, candidate) =>
          navigate('/applicationform', { state: { candidate, platform } satisfies ApplicationFormState })
        }
      />
    </div>
  );
}
