import { Link } from 'react-router-dom';
import { EmailAddress } from '@portal/shared/ui';
import { type User } from '@portal/shared';
import { displayName } from '@portal/shared/people';
import { StaffTable } from '../../../components/StaffTable';
import { messages } from '../../../texts';

/** /registered-candidates searched for one candidate (by e-mail, which names one account), as the list reads it. */
export const registeredCandidateLink = (user: User) =>
  `/registered-candidates?${new URLSearchParams({ search: user.email }).toString()}`;

/**
 * Name, email and job title of candidates, in the staff lists' one table: the super admin's latest candidates, each
 * name a link to that candidate on /registered-candidates.
 */
export function CandidateTable({ candidates, loading }: { candidates: User[]; loading: boolean }) {
  return (
    <StaffTable
      label={messages.candidates}
      columns={[messages.candidateName, messages.candidateEmail, messages.jobTitle]}
      loading={loading}
      rowCount={candidates.length}
      emptyText={messages.noCandidatesFound}
    >
      {candidates.map((user) => (
        <tr key={user._id}>
          <td>
            <Link className="staff-link" to={registeredCandidateLink(user)}>
              {displayName(user)}
            </Link>
          </td>
          <td data-label={messages.candidateEmail}>
            <EmailAddress address={user.email} />
          </td>
          <td data-label={messages.jobTitle}>{user.jobTitle.filter(Boolean).join(', ') || messages.notProvided}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
