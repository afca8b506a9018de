import { useState } from 'react';
import { Modal } from 'antd';
import type { Application, User } from '@portal/shared/contracts';
import { displayName } from '@portal/shared/people';
import { formatBritishDate, Pagination } from '@portal/shared/ui';
import { ApplicationDetailModal } from '@portal/shared/ui/application-detail';
import { fillMessage } from '@portal/shared/texts';
import { LoadFailure } from '../../../components/LoadFailure';
import { messages } from '../../../texts';
import { StaffTable } from '../../../components/StaffTable';
import { useCandidateApplications } from '../api/use-job-history';

type Props = { candidate: User | null; onClose: () => void };

/** View All: the candidate's applications with their own pagination; View Details opens the application detail modal. */
export function CandidateApplicationsModal({ candidate, onClose }: Props) {
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<Application | null>(null);
  const { data, failed, refusal, isLoading, mutate } = useCandidateApplications(candidate?._id ?? null, page);
  if (!candidate) return null;
  const list = data?.data;
  const applications = list?.docs ?? [];

  return (
    <>
      <Modal
        open
        className="job-history__applications"
        title={fillMessage(messages.applicationsOf, { name: displayName(candidate) })}
        onCancel={onClose}
        closable={{ 'aria-label': messages.close }}
        footer={null}
        width={900}
        destroyOnHidden
      >
        {failed ? (
          <LoadFailure refusal={refusal} onRetry={() => void mutate()} />
        ) : (
          <StaffTable
            label={messages.applicationsRegion}
            columns={[
              messages.applicationTitle,
              messages.companyAndLocation,
              messages.appliedDate,
              messages.applicationTypeColumn,
              messages.actions,
            ]}
            loading={isLoading || !list}
            rowCount={applications.length}
            emptyText={messages.noJobApplications}
          >
            {applications.map((application) => (
              <tr key={application._id}>
                <td>{application.title}</td>
                <td data-label={messages.companyAndLocation}>
                  {application.company}
                  <br />
                  <span className="staff-table__secondary">{application.location}</span>
                </td>
                <td data-label={messages.appliedDate}>{formatBritishDate(application.details.appliedDate)}</td>
                <td data-label={messages.applicationTypeColumn}>{application.details.applicationType}</td>
                <td>
                  <button type="button" className="staff-link" onClick={() => setDetail(application)}>
                    {messages.viewApplicationDetails}
                  </button>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
        <Pagination
          page={page}
          totalPages={list?.totalPages ?? 0}
          onChange={setPage}
          label={messages.applicationsPagination}
        />
      </Modal>
      <ApplicationDetailModal
        open={detail !== null}
        application={
          detail && { ...detail, cvName: detail.cvName ?? (detail.cvUrl ? messages.unknownResume : undefined) }
        }
        onClose={() => setDetail(null)}
      />
    </>
  );
}
