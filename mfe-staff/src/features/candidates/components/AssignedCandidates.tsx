import { useState } from 'react';
import { Statistic } from 'antd';
import { Pagination, Panel } from '@portal/shared/ui';
import { CandidateTable } from './CandidateTable';
import { LoadFailure } from '../../../components/LoadFailure';
import { useUsers } from '../api/users';
import { messages } from '../../../texts';

const PAGE_SIZE = 5;

/** The admin's dashboard panels: how many candidates are assigned to them and the list, paged (the server restricts it to them). */
export function AssignedCandidates() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useUsers('user', PAGE_SIZE, page);
  const candidates = data?.data;
  // keepPreviousData keeps the last page's rows while another page loads; if that page fails, they are not its rows.
  const failed = Boolean(error) && (!candidates || candidates.page !== page);

  return (
    <>
      <Panel>
        <Statistic title={messages.totalCandidates} value={candidates?.totalDocs ?? 0} loading={isLoading} />
      </Panel>
      <Panel title={messages.assignedCandidates}>
        {failed ? (
          <LoadFailure onRetry={() => void mutate()} />
        ) : candidates && candidates.totalDocs === 0 ? (
          <p className="staff-dashboard__empty">{messages.noCandidatesAssigned}</p>
        ) : (
          <>
            <CandidateTable candidates={candidates?.docs ?? []} loading={isLoading} />
            <Pagination page={page} totalPages={candidates?.totalPages ?? 0} onChange={setPage} />
          </>
        )}
      </Panel>
    </>
  );
}
