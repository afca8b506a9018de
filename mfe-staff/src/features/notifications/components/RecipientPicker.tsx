import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { User } from '@portal/shared';
import { useDebouncedValue } from '@portal/shared/ui';
import { useRecipientSearch } from '../api/use-recipient-search';

/** A chip's text: 'first last (role)' (spec section 2). */
export const recipientLabel = (user: Pick<User, 'firstName' | 'lastName' | 'role'>) =>
  `${user.firstName} ${user.lastName} (${user.role})`;

export type RecipientPickerProps = {
  value: string[];
  onChange(ids: string[]): void;
  /** The sender: never offered to themself. */
  senderId: string | undefined;
  placeholder: string;
  label: string;
};

/** The individual users, searched on the server as the sender types; chosen ones stay as chips across searches. */
export function RecipientPicker({ value, onChange, senderId, placeholder, label }: RecipientPickerProps) {
  const [typed, setTyped] = useState('');
  const [known, setKnown] = useState<Map<string, string>>(() => new Map());
  const search = useDebouncedValue(typed);
  const { data, isLoading } = useRecipientSearch(search);
  const found = useMemo(() => (data?.data.docs ?? []).filter((user) => user._id !== senderId), [data, senderId]);

  const options = [
    ...found.map((user) => ({ value: user._id, label: recipientLabel(user) })),
    ...value
      .filter((id) => !found.some((user) => user._id === id))
      .map((id) => ({ value: id, label: known.get(id) ?? id })),
  ];

  return (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(ids: string[]) => {
        // A chosen user keeps their chip's text when a later search no longer lists them.
        setKnown(
          (previous) => new Map([...previous, ...options.map((option) => [option.value, option.label] as const)]),
        );
        onChange(ids);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onBlur={() => setTyped('')}
      loading={isLoading}
      style={{ width: '100%' }}
    />
  );
}
