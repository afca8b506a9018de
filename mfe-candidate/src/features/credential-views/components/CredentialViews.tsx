import { useState } from 'react';
import { formatBritishDateTime, Pagination } from '@portal/shared/ui';
import { useCredentialViews } from '../api/use-credential-views';
import { credentialViewTexts as texts } from '../texts';
import './credential-views.css';

const roleNames: Record<string, string> = { admin: texts.admin, superAdmin: texts.superAdmin };

/** 'Who viewed my platform logins': every reveal of the candidate's platform passwords (who, role, platform, when). */
export function CredentialViews() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useCredentialViews(page);
  const list = data?.data;
  const views = list?.docs ?? [];
  return (
    <section className="credential-views" aria-labelledby="credential-views-title" data-testid="credential-views">
      <h3 id="credential-views-title">{texts.title}</h3>
      <p className="credential-views__intro">{texts.intro}</p>
      {!list && isLoading ? (
        <p>{texts.loading}</p>
      ) : views.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <div className="credential-views__table" tabIndex={0} role="region" aria-label={texts.title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{texts.viewer}</th>
                <th scope="col">{texts.role}</th>
                <th scope="col">{texts.platform}</th>
                <th scope="col">{texts.when}</th>
              </tr>
            </thead>
            <tbody>
              {views.map((view) => (
                <tr key={view._id}>
                  <td>{`${view.viewer.firstName} ${view.viewer.lastName}`.trim()}</td>
                  <td>{roleNames[view.viewer.role] ?? view.viewer.role}</td>
                  <td>{view.platform}</td>
                  <td>
                    <time dateTime={view.viewedAt}>{formatBritishDateTime(view.viewedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={list?.totalPages ?? 0} onChange={setPage} label={texts.pages} />
    </section>
  );
}
