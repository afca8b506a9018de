import { Table } from 'antd';
import { type User } from '@portal/shared';
import { displayName } from '@portal/shared/people';
import { messages } from '../../../texts';

/** Name, email and job title of candidates; the one table both staff dashboards show. */
export function CandidateTable({ candidates, loading }: { candidates: User[]; loading: boolean }) {
  return (
    <Table<User>
      rowKey="_id"
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={candidates}
      scroll={{ x: 480 }}
      locale={{ emptyText: messages.noCandidatesFound }}
      columns={[
        { title: messages.candidateName, key: 'name', render: (_, user) => displayName(user) },
        { title: messages.candidateEmail, dataIndex: 'email', key: 'email' },
        {
          title: messages.jobTitle,
          key: 'jobTitle',
          render: (_, user) => user.jobTitle.filter(Boolean).join(', ') || messages.notProvided,
        },
      ]}
    />
  );
}
