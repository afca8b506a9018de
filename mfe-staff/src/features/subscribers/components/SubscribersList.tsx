import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  planFilters,
  subscriberFilters,
  type PlanFilter,
  type Subscriber,
  type SubscriberFilter,
} from '@portal/shared/contracts';
import { searchMaxLength } from '@portal/shared/limits';
import { displayName } from '@portal/shared/people';
import { EmailAddress, Pagination, Panel, useDebouncedValue } from '@portal/shared/ui';
import { CandidateProfileModal } from '@portal/shared/ui/candidate-profile';
import { LoadFailure } from '../../../components/LoadFailure';
import { replaceDocument, revealPassword } from '../../../lib/candidate-actions';
import { useSubscribers } from '../api/subscribers';
import { subscriberTexts as texts } from '../texts';
import { AssignAdminFlow } from './AssignAdminFlow';
import '../../../components/staff-list.css';
import { StaffTable } from '../../../components/StaffTable';
import './assign-flow.css';

/** The `filter` query parameter (spec section 2: "Query parameter filter is read"); anything else is all. */
export function filterFrom(value: string | null): SubscriberFilter {
  return (subscriberFilters as readonly string[]).includes(value ?? '') ? (value as SubscriberFilter) : 'all';
}
export function planFrom(value: string | null): PlanFilter {
  return (planFilters as readonly string[]).includes(value ?? '') ? (value as PlanFilter) : 'all';
}

/**
 * /subscribers (super admin): subscribed candidates with search, the all/assigned/unassigned filter (in the
 * `filter` query parameter) and the plan filter, the assign-admin flow, and Submit Details to the platform wizard.
 */
export function SubscribersList() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('filter'));
  const plan = planFrom(params.get('plan'));
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [page, setPage] = useState(1);
  const [key, setKey] = useState(`${search}|${filter}|${plan}`);
  if (key !== `${search}|${filter}|${plan}`) {
    // Another search or filter starts at its first page.
    setKey(`${search}|${filter}|${plan}`);
    setPage(1);
  }
  const { data, failed, refusal, isLoading, mutate } = useSubscribers(page, search, filter, plan);
  // Assigning from the profile modal gives focus back, when done, to the button that opened the modal (gone with it).
  const [assigning, setAssigning] = useState<{ subscriber: Subscriber; returnFocusTo?: HTMLElement | null } | null>(
    null,
  );
  // The modal shows the list's own record, so a replaced document shows once the list is read again.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const profileOpener = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  const subscribers = data?.data;
  const viewing = subscribers?.docs.find((subscriber) => subscriber.user._id === viewingId) ?? null;

  const setParam = (name: 'filter' | 'plan', value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(name);
    else next.set(name, value);
    setParams(next);
  };

  return (
    <Panel title={texts.title}>
      <div className="staff-list">
        <div className="staff-list__toolbar">
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
          <label>
            {texts.filter}
            <select name="filter" value={filter} onChange={(event) => setParam('filter', event.target.value)}>
              {subscriberFilters.map((option) => (
                <option key={option} value={option}>
                  {texts.filters[option]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {texts.plan}
            <select name="plan" value={plan} onChange={(event) => setParam('plan', event.target.value)}>
              {planFilters.map((option) => (
                <option key={option} value={option}>
                  {option === 'all' ? texts.allPlans : option}
                </option>
              ))}
            </select>
          </label>
        </div>
        {failed ? (
          <LoadFailure refusal={refusal} onRetry={() => void mutate()} />
        ) : (
          <StaffTable
            label={texts.title}
            columns={[texts.name, texts.email, texts.plan, texts.admin, texts.action]}
            loading={isLoading}
            rowCount={subscribers?.docs.length ?? 0}
            emptyText={texts.noSubscribers}
          >
            {subscribers?.docs.map((subscriber) => (
              <tr key={subscriber.user._id} data-testid={`subscriber-${subscriber.user.email}`}>
                <td>{displayName(subscriber.user)}</td>
                <td data-label={texts.email}>
                  <EmailAddress address={subscriber.user.email} />
                </td>
                <td data-label={texts.plan}>{subscriber.planName}</td>
                <td data-label={texts.admin}>{subscriber.officer ? displayName(subscriber.officer) : texts.noAdmin}</td>
                <td>
                  <div className="staff-list__actions">
                    <button
                      type="button"
                      className="staff-list__button"
                      aria-label={`${texts.viewDetails}: ${displayName(subscriber.user)}`}
                      onClick={(event) => {
                        profileOpener.current = event.currentTarget;
                        setViewingId(subscriber.user._id);
                      }}
                    >
                      {texts.viewDetails}
                    </button>
                    <button
                      type="button"
                      className="staff-list__button staff-list__button--primary"
                      disabled={subscriber.officer !== null}
                      aria-label={
                        subscriber.officer
                          ? `${texts.assigned}: ${displayName(subscriber.user)}`
                          : `${texts.assignAdmin}: ${displayName(subscriber.user)}`
                      }
                      onClick={() => setAssigning({ subscriber })}
                    >
                      {subscriber.officer ? texts.assigned : texts.assignAdmin}
                    </button>
                    <Link
                      className="staff-list__button"
                      to={`/updateplatform/${subscriber.user._id}`}
                      aria-label={`${texts.submitDetails}: ${displayName(subscriber.user)}`}
                    >
                      {texts.submitDetails}
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
        <Pagination page={page} totalPages={subscribers?.totalPages ?? 0} onChange={setPage} />
      </div>
      <CandidateProfileModal
        open={viewing !== null}
        candidate={viewing}
        pageType="subscribedCandidates"
        onClose={() => setViewingId(null)}
        onReveal={revealPassword}
        onReplaceDocument={async (document, file) => {
          await replaceDocument(document, file);
          await mutate();
        }}
        footer={
          viewing ? (
            <div className="staff-list__actions">
              <button type="button" className="staff-list__button" onClick={() => setViewingId(null)}>
                {texts.close}
              </button>
              <button
                type="button"
                className="staff-list__button"
                onClick={() => navigate(`/updateplatform/${viewing.user._id}`)}
              >
                {texts.editProfile}
              </button>
              <button
                type="button"
                className="staff-list__button staff-list__button--primary"
                disabled={viewing.officer !== null}
                onClick={() => {
                  setAssigning({ subscriber: viewing, returnFocusTo: profileOpener.current });
                  setViewingId(null);
                }}
              >
                {viewing.officer ? texts.assigned : texts.assignAdmin}
              </button>
            </div>
          ) : undefined
        }
      />
      {assigning ? (
        <AssignAdminFlow
          subscriber={assigning.subscriber}
          returnFocusTo={assigning.returnFocusTo}
          onClose={(tried) => {
            setAssigning(null);
            // Whatever the answer, the list may be stale (someone else may have assigned the candidate meanwhile).
            if (tried) void mutate();
          }}
          onAssigned={() => void mutate()}
        />
      ) : null}
    </Panel>
  );
}
