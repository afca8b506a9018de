import { useState } from 'react';
import { errorMessage, useSession, type User } from '@portal/shared';
import type { AuditEntry } from '@portal/shared/contracts';
import { displayName } from '@portal/shared/people';
import { resendSetupLink, useAdminActivity } from '../api/admins';
import { adminTexts } from '../texts';
import { formatBritishDateTime } from '@portal/shared/ui';

function describe(entry: AuditEntry): string {
  switch (entry.action) {
    case 'created':
      return adminTexts.activityCreated;
    case 'status':
      return adminTexts.activityStatus(entry.status ?? '');
    case 'assigned':
      return adminTexts.activityAssigned(
        entry.candidate ? `${displayName(entry.candidate)} (${entry.candidate.email})` : '',
      );
    case 'setupLinkSent':
      return adminTexts.activityLinkSent;
    case 'passwordSet':
      return adminTexts.activityPasswordSet;
  }
}

/** One admin's audit log (who did what, when), their set-up state and the resend of the set-password link. */
export function AdminActivityPanel({ admin }: { admin: Pick<User, '_id' | 'firstName' | 'lastName' | 'status'> }) {
  const notify = useSession((state) => state.notify);
  const [page, setPage] = useState(1);
  const { data, mutate, isLoading } = useAdminActivity(admin._id, page);
  const [sending, setSending] = useState(false);
  const activity = data?.data;

  const resend = async () => {
    setSending(true);
    try {
      notify('success', await resendSetupLink(admin._id));
      await mutate();
    } catch (problem) {
      notify('error', await errorMessage(problem, adminTexts.resendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label={`${adminTexts.activity}: ${displayName(admin)}`}>
      {activity && !activity.passwordSet ? (
        <p className="staff-list__actions">
          <span>
            {adminTexts.passwordPending}.{' '}
            {activity.setupLinkExpiresAt
              ? adminTexts.linkExpires(formatBritishDateTime(activity.setupLinkExpiresAt))
              : adminTexts.linkExpired}
          </span>
          {admin.status === 'active' ? (
            <button type="button" className="staff-list__button" disabled={sending} onClick={() => void resend()}>
              {sending ? adminTexts.resending : adminTexts.resendLink}
            </button>
          ) : null}
        </p>
      ) : null}
      {isLoading && !activity ? (
        <p>{adminTexts.loading}</p>
      ) : activity && activity.docs.length > 0 ? (
        <ol className="staff-list__activity">
          {activity.docs.map((entry) => (
            <li key={entry._id}>
              <time dateTime={entry.createdAt}>{formatBritishDateTime(entry.createdAt)}</time>: {describe(entry)}
              {entry.actor ? ` ${adminTexts.by(displayName(entry.actor))}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p>{adminTexts.noActivity}</p>
      )}
      {activity && (page > 1 || activity.hasNextPage) ? (
        <p className="staff-list__actions">
          <button
            type="button"
            className="staff-list__button"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
            aria-label={adminTexts.previousActivity}
          >
            ‹
          </button>
          <button
            type="button"
            className="staff-list__button"
            disabled={!activity.hasNextPage}
            onClick={() => setPage(page + 1)}
            aria-label={adminTexts.nextActivity}
          >
            ›
          </button>
        </p>
      ) : null}
    </section>
  );
}
