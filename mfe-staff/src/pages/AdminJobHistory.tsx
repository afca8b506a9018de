import { useParams, useSearchParams } from 'react-router-dom';
import { JobHistory } from '../features/job-history';

/**
 * /admin-jobhistory (the signed-in admin) and /admin-job-history/:adminId (a super admin): one page, exposed as
 * ./AdminJobHistory. `?applied=this-week` (the dashboard's link) starts with that filter.
 */
export default function AdminJobHistory() {
  const { adminId } = useParams();
  const [params] = useSearchParams();
  const applied = params.get('applied');
  return (
    <JobHistory
      adminId={adminId}
      initialApplied={applied === 'this-week' || applied === 'not-this-week' ? applied : 'all'}
    />
  );
}
