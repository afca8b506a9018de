import type { HTMLAttributes } from 'react';
import { Button, Table } from 'antd';
import type { Application } from '@portal/shared/contracts';
import { formatBritishDate, scrollsWhenRows } from '@portal/shared/ui';
import { messages } from '../../../texts';
import './application-table.css';

type ApplicationTableProps = {
  applications: Application[];
  loading: boolean;
  onOpen: (application: Application) => void;
};

/** A cell's column name, shown above it on a phone (@portal/shared/ui/table-cards.css). */
const labelled = (label: string) => ({ 'data-label': label }) as HTMLAttributes<HTMLTableCellElement>;

/** The history table: each row opens the application's detail (by its title button, or a click on the row). */
export function ApplicationTable({ applications, loading, onOpen }: ApplicationTableProps) {
  return (
    <Table<Application>
      rowKey="_id"
      className="application-table portal-table-cards"
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={applications}
      {...scrollsWhenRows(applications.length, 720)}
      locale={{ emptyText: messages.noApplicationsFound }}
      onRow={(application) => ({ onClick: () => onOpen(application), style: { cursor: 'pointer' } })}
      columns={[
        {
          title: messages.applicationColumnDate,
          key: 'date',
          onCell: () => labelled(messages.applicationColumnDate),
          render: (_, application) => formatBritishDate(application.details.appliedDate),
        },
        {
          title: messages.applicationColumnTitle,
          key: 'title',
          className: 'application-table__title',
          render: (_, application) => (
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(application);
              }}
            >
              {application.title}
            </Button>
          ),
        },
        {
          title: messages.applicationColumnCompany,
          dataIndex: 'company',
          key: 'company',
          onCell: () => labelled(messages.applicationColumnCompany),
        },
        {
          title: messages.applicationColumnLocation,
          dataIndex: 'location',
          key: 'location',
          onCell: () => labelled(messages.applicationColumnLocation),
        },
        {
          title: messages.applicationColumnPlatform,
          dataIndex: 'platform',
          key: 'platform',
          onCell: () => labelled(messages.applicationColumnPlatform),
        },
        {
          title: messages.applicationColumnType,
          key: 'type',
          onCell: () => labelled(messages.applicationColumnType),
          render: (_, application) => application.details.applicationType,
        },
      ]}
    />
  );
}
