import { useRef, type KeyboardEvent } from 'react';
import { applicationFilters, type ApplicationFilter } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import './application-tabs.css';

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

/**
 * The five tabs of /application: all, week, month, quick, apply, each labelled with its count. Plain markup (a
 * tablist whose tabs wrap onto a second line on a phone, where antd's Tabs would hide some behind a "more" menu
 * that breaks the tablist's roles); arrow keys, Home and End move between tabs, as the ARIA tabs pattern says.
 */
export function ApplicationTabs({ active, counts, onChange }: ApplicationTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    const filter = applicationFilters[(index + applicationFilters.length) % applicationFilters.length]!;
    onChange(filter);
    tabs.current[applicationFilters.indexOf(filter)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = applicationFilters.indexOf(active);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: applicationFilters.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div role="tablist" className="application-tabs" onKeyDown={onKeyDown}>
      {applicationFilters.map((filter, index) => (
        <button
          key={filter}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={filter === active}
          tabIndex={filter === active ? 0 : -1}
          className="application-tabs__tab"
          onClick={() => onChange(filter)}
        >
          {counts?.[index] ?? plainLabels[filter]}
        </button>
      ))}
    </div>
  );
}
