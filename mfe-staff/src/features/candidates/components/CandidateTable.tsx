import { type User } from '@portal/shared';
import { displayName } from '@portal/shared/people';
import { messages } from '../../../texts';
import './candidate-table.css';

/**
 * Name, email and job title of candidates; the one table both staff dashboards show. A plain table (antd's
 * Table alone weighs about 75 KiB compressed, a quarter of the dashboard's budget), styled like antd's.
 */
export function CandidateTable({ candidates, loading }: { candidates: User[]; loading: boolean }) {
  const placeholder = loading ? messages.loading : messages.noCandidatesFound;
  return (
    // Scrolls sideways on a narrow phone; focusable so the keyboard can scroll it too.
    <div className="candidate-table" tabIndex={0} role="region" aria-label={messages.candidates} aria-busy={loading}>
      <table>
        <thead>
          <tr>
            <th scope="col">{messages.candidateName}</th>
            <th scope="col">{messages.candidateEmail}</th>
            <th scope="col">{messages.jobTitle}</th>
          </tr>
        </thead>
        <tbody>
          {candidates.length === 0 ? (
            <tr>
              <td colSpan={3} className="candidate-table__placeholder">
                {placeholder}
              </td>
            </tr>
          ) : (
            candidates.map((user) => (
              <tr key={user._id}>
                <td>{displayName(user)}</td>
                <td>{user.email}</td>
                <td>{user.jobTitle.filter(Boolean).join(', ') || messages.notProvided}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
