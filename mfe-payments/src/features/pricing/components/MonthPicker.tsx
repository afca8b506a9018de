import { Checkbox } from 'antd';
import { monthNames, type MonthName } from '@portal/shared/contracts';
import { fillMessage } from '@portal/shared/texts';
import { portalColors } from '@portal/shared/ui';
import { messages } from '../../../texts';

type MonthPickerProps = {
  year: number;
  taken: readonly MonthName[];
  past: readonly MonthName[];
  chosen: readonly MonthName[];
  onChange: (months: MonthName[]) => void;
};

/** Twelve month checkboxes, Jan to Dec; a taken month is disabled with a red X, a month gone by is disabled. */
export function MonthPicker({ year, taken, past, chosen, onChange }: MonthPickerProps) {
  const toggle = (month: MonthName, on: boolean) =>
    onChange(monthNames.filter((name) => (name === month ? on : chosen.includes(name))));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{fillMessage(messages.pricingYear, { year })}</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 8 }}>
        {monthNames.map((month) => {
          const isTaken = taken.includes(month);
          return (
            <Checkbox
              key={month}
              checked={chosen.includes(month)}
              disabled={isTaken || past.includes(month)}
              onChange={(event) => toggle(month, event.target.checked)}
            >
              {month}
              {isTaken ? (
                <span
                  role="img"
                  aria-label={fillMessage(messages.monthTaken, { month })}
                  style={{ color: portalColors.error, fontWeight: 700, marginInlineStart: 4 }}
                >
                  ✕
                </span>
              ) : null}
            </Checkbox>
          );
        })}
      </div>
    </fieldset>
  );
}
