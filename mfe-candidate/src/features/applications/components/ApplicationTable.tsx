import { Button, Table } from 'antd';
import type { Application } from '@portal/shared/contracts';
import { formatBritishDate, scrollsWhenRows } from '@portal/shared/ui';
import { labelledColumns, tableCardsClass, wideCell } from '@portal/shared/ui/table-cards';
import { messages } from '../../../texts';
import './application-table.css';

type ApplicationTableProps = {
  applications: Application[];
  loading: boolean;
  onOpen: (application: Application) => void;
};

/** The history table: each row opens the application's detail (by its title button, or a click on the row). */
export function ApplicationTable({ applications, loading, onOpen }: ApplicationTableProps) {
  return (
    <Table<Application>
      rowKey="_id"
      className={`application-table ${tableCardsClass('pairs')}`}
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={applications}
      {...scrollsWhenRows(applications.length, 720)}
      locale={{ emptyText: messages.noApplicationsFound }}
      onRow={(application) => ({ onClick: () => onOpen(application), style: { cursor: 'pointer' } })}
      columns={labelledColumns<Application>(
        [
          {
            title: messages.applicationColumnDate,
            key: 'date',
            render: (_, application) => formatBritishDate(application.details.appliedDate),
          },
          {
            title: messages.applicationColumnTitle,
            key: 'title',
            className: `application-table__title ${wideCell}`,
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
          },
          {
            title: messages.applicationColumnLocation,
            dataIndex: 'location',
            key: 'location',
          },
          {
            title: messages.applicationColumnPlatform,
            dataIndex: 'platform',
            key: 'platform',
          },
          {
            title: messages.applicationColumnType,
            key: 'type',
            render: (_, application) => application.details.applicationType,
          },
        ],
        ['title'],
      )}
    />
  );
}
