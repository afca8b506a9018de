import { useMemo } from 'react';
import { Input, Select, Space } from 'antd';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { defaultPhoneCountry, maxPhoneDigits } from '@portal/shared/contracts';
import type { FieldA11y } from '../../../components/FormField';
import { messages } from '../../../texts';

/** A phone number as typed: the country of its dial code, and the rest in digits. */
export type PhoneValue = { country: CountryCode; national: string };

export const emptyPhone: PhoneValue = { country: defaultPhoneCountry.toUpperCase() as CountryCode, national: '' };

/** The stored number (E.164, e.g. '+61412345678') back into the two parts of the field. */
export function phoneValueOf(stored: string | null | undefined): PhoneValue {
  const phone = stored ? parsePhoneNumberFromString(stored) : undefined;
  return phone?.country ? { country: phone.country, national: phone.nationalNumber } : emptyPhone;
}

/**
 * The number the profile call sends: a trunk '0' typed out of habit ('0412…') is dropped by the phone
 * library; the shared contract then decides whether it is a real number.
 */
export function phoneNumberOf({ country, national }: PhoneValue): string {
  if (!national) return '';
  return parsePhoneNumberFromString(national, country)?.number ?? `+${getCountryCallingCode(country)}${national}`;
}

const maxNationalDigits = (country: CountryCode) => maxPhoneDigits - getCountryCallingCode(country).length;

function useCountryOptions() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en-AU'], { type: 'region' });
    return getCountries()
      .map((country) => {
        const name = names.of(country) ?? country;
        const dialCode = `+${getCountryCallingCode(country)}`;
        return { value: country, label: `${name} (${dialCode})`, dialCode };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
  }, []);
}

type PhoneFieldProps = { a11y: FieldA11y; value: PhoneValue; onChange: (value: PhoneValue) => void };

/** Dial code (default +61, Australia) and number; digits only, 15 at most with the dial code (spec section 5). */
export function PhoneField({ a11y, value, onChange }: PhoneFieldProps) {
  const options = useCountryOptions();
  const limit = maxNationalDigits(value.country);
  return (
    <Space.Compact block>
      <Select
        aria-label={messages.dialCodeLabel}
        showSearch={{ optionFilterProp: 'label' }}
        value={value.country}
        options={options}
        labelRender={() => `+${getCountryCallingCode(value.country)}`}
        popupMatchSelectWidth={280}
        style={{ width: 96, flex: 'none' }}
        onChange={(country: CountryCode) =>
          onChange({ country, national: value.national.slice(0, maxNationalDigits(country)) })
        }
      />
      <Input
        {...a11y}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={limit}
        value={value.national}
        onChange={(event) => onChange({ ...value, national: event.target.value.replace(/\D/g, '').slice(0, limit) })}
      />
    </Space.Compact>
  );
}
