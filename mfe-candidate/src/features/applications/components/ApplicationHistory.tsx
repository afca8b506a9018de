import { useState } from 'react';
import { Input } from 'antd';
import type { Application, ApplicationFilter } from '@portal/shared/contracts';
import { Pagination, useDebouncedValue } from '@portal/shared/ui';
import { ApplicationDetailModal } from '@portal/shared/ui/application-detail';
import { useListPage } from '../../../lib/list-page';
import { messages } from '../../../texts';
import { useApplicationCounts } from '../api/get-application-counts';
import { useApplications } from '../api/get-applications';
import { ApplicationExport } from './ApplicationExport';
import { ApplicationTable } from './ApplicationTable';
import { ApplicationTabs } from './ApplicationTabs';

/** Tabs with counts, a debounced search, the history table ten a page, and the detail of the row opened. */
export function ApplicationHistory() {
  const [filter, setFilter] = useState<ApplicationFilter>('all');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const listKey = `${filter}|${search}`;
  const [page, setPage] = useListPage(listKey);
  const [opened, setOpened] = useState<Application | null>(null);
  const counts = useApplicationCounts();
  const { data, isLoading } = useApplications({ page, filter, search });
  const list = data?.data;

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ApplicationExport />
      <ApplicationTabs active={filter} counts={counts.data?.data} onChange={setFilter} />
      <Input.Search
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={messages.searchApplications}
        aria-label={messages.searchApplications}
        style={{ maxWidth: 420 }}
      />
      <ApplicationTable applications={list?.docs ?? []} loading={isLoading} onOpen={setOpened} />
      <Pagination page={page} totalPages={list?.totalPages ?? 0} onChange={setPage} label={messages.applicationPages} />
      <ApplicationDetailModal open={opened !== null} application={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
