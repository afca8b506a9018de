import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Dropdown } from 'antd';
import { useSession, type User } from '@portal/shared';
import { displayName } from '@portal/shared/people';
import { EmailAddress, Pagination, Panel, useDebouncedValue } from '@portal/shared/ui';
import { LoadFailure } from '../../../components/LoadFailure';
import { updateAdminStatus, useAdmins } from '../api/admins';
import { adminTexts } from '../texts';
import { AdminActivityPanel } from './AdminActivityPanel';
import { statusActions } from './status-menu';
import '../../../components/staff-list.css';
import { StaffTable } from '../../../components/StaffTable';

/** The status menu of one admin (spec section 4): its options depend on the admin's status. */
export function StatusMenu({
  admin,
  onChange,
  busy,
}: {
  admin: Pick<User, '_id' | 'status' | 'firstName' | 'lastName'>;
  onChange: (status: User['status']) => void;
  busy: boolean;
}) {
  const items = statusActions(admin.status).map((action) => ({
    key: action.key,
    label: adminTexts[action.key],
    danger: action.key === 'delete',
    onClick: () => onChange(action.status),
  }));
  return (
    <Dropdown menu={{ items }} trigger={['click']} disabled={busy}>
      <Button aria-label={`${adminTexts.changeStatus}: ${displayName(admin)}`} loading={busy}>
        {adminTexts.changeStatus}
      </Button>
    </Dropdown>
  );
}

/** /admins (super admin): search, pages of ten, a status menu per admin, View details, activity and set-up link. */
export function AdminsList() {
  const notify = useSession((state) => state.notify);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    // A new search starts at its first page.
    setSearched(search);
    setPage(1);
  }
  const { data, error, isLoading, mutate } = useAdmins(page, search);
  const [busy, setBusy] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const admins = data?.data;
  const failed = Boolean(error) && !admins;

  const changeStatus = async (admin: User, status: User['status']) => {
    setBusy(admin._id);
    try {
      await updateAdminStatus(admin._id, status);
      notify('success', adminTexts.statusUpdated(status));
      await mutate();
    } catch (problem) {
      console.error('Admin status could not be updated.', problem);
      notify('error', adminTexts.statusFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title={adminTexts.title}>
      <div className="staff-list">
        <div className="staff-list__toolbar">
          <label className="staff-list__search">
            {adminTexts.searchLabel}
            <input
              type="search"
              value={typed}
              placeholder={adminTexts.searchPlaceholder}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <Link className="staff-list__button staff-list__button--primary" to="/adminform">
            {adminTexts.addAdmin}
          </Link>
        </div>
        {failed ? (
          <LoadFailure onRetry={() => void mutate()} />
        ) : (
          <StaffTable
            label={adminTexts.title}
            columns={[adminTexts.name, adminTexts.email, adminTexts.status, adminTexts.action]}
            loading={isLoading}
            rowCount={admins?.docs.length ?? 0}
            emptyText={adminTexts.noAdmins}
          >
            {admins?.docs.flatMap((admin) => [
              <tr key={admin._id} data-testid={`admin-${admin.email}`}>
                <td>{displayName(admin)}</td>
                <td data-label={adminTexts.email}>
                  <EmailAddress address={admin.email} />
                </td>
                <td data-label={adminTexts.status}>
                  <span className={`staff-list__status staff-list__status--${admin.status}`}>
                    {adminTexts.statusNames[admin.status] ?? admin.status}
                  </span>
                </td>
                <td>
                  <div className="staff-list__actions">
                    <Link className="staff-list__button" to={`/admin-job-history/${admin._id}`}>
                      {adminTexts.viewDetails}
                    </Link>
                    <StatusMenu
                      admin={admin}
                      busy={busy === admin._id}
                      onChange={(status) => void changeStatus(admin, status)}
                    />
                    <button
                      type="button"
                      className="staff-list__button"
                      aria-expanded={opened === admin._id}
                      aria-label={`${opened === admin._id ? adminTexts.hideActivity : adminTexts.showActivity}: ${displayName(admin)}`}
                      onClick={() => setOpened(opened === admin._id ? null : admin._id)}
                    >
                      {opened === admin._id ? adminTexts.hideActivity : adminTexts.showActivity}
                    </button>
                  </div>
                </td>
              </tr>,
              opened === admin._id ? (
                <tr key={`${admin._id}-activity`} className="staff-list__detail">
                  <td colSpan={4}>
                    <AdminActivityPanel admin={admin} />
                  </td>
                </tr>
              ) : null,
            ])}
          </StaffTable>
        )}
        <Pagination page={page} totalPages={admins?.totalPages ?? 0} onChange={setPage} />
      </div>
    </Panel>
  );
}
