import { Tabs } from 'antd';
import { applicationFilters, type ApplicationFilter } from '@portal/shared/contracts';
import { messages } from '../../../texts';

type ApplicationTabsProps = {
  active: ApplicationFilter;
  /** 'Label (n)' per tab from the API, in the tabs' order; the plain labels until they arrive. */
  counts: string[] | undefined;
  onChange: (filter: ApplicationFilter) => void;
};

const plainLabels: Record<ApplicationFilter, string> = {
  all: messages.applicationTabAll,
  week: messages.applicationTabWeek,
  month: messages.applicationTabMonth,
  quick: messages.applicationTabQuick,
  apply: messages.applicationTabApply,
};

/** The five tabs of /application: all, week, month, quick, apply, each labelled with its count. */
export function ApplicationTabs({ active, counts, onChange }: ApplicationTabsProps) {
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as ApplicationFilter)}
      items={applicationFilters.map((filter, index) => ({
        key: filter,
        label: counts?.[index] ?? plainLabels[filter],
      }))}
    />
  );
}
