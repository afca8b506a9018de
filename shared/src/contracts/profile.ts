import './zod-config';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { sharedMessages } from '../texts';

/** The eight Australian states and territories a candidate may prefer (spec section 5). */
export const workStates = [
  'New South Wales',
  'Victoria',
  'Queensland',
  'South Australia',
  'Western Australia',
  'Tasmania',
  'Northern Territory',
  'Australian Capital Territory',
] as const;
export type WorkState = (typeof workStates)[number];

/** The four experience choices (spec section 5). */
export const experienceLevels = ['0-1 years', '2-4 years', '5-6 years', '7 years above'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

/** Default dial code +61, country au; numbers at most 15 digits (spec section 5, E.164). */
export const defaultPhoneCountry = 'au' as const;
export const defaultDialCode = '+61' as const;
export const maxPhoneDigits = 15;

/**
 * A stored phone number as the screens show it: grouped as its country writes it internationally ('+61412345678' →
 * '+61 412 345 678'); text that is no phone number (an account from before the rule) as it is.
 */
export function phoneForDisplay(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/**
 * Phone with dial code, e.g. '+61 412 345 678' or '61412345678' (phone inputs often drop the '+'), or without
 * one, read as Australian ('0412 345 678', the default country): at most 15 digits, a real number for its
 * country, stored in E.164 ('+61412345678') whichever way it was typed.
 */
export const phoneNumberSchema = z
  .string({ error: sharedMessages.requiredFields })
  .trim()
  .min(1, sharedMessages.requiredFields)
  .max(30, sharedMessages.phoneInvalid)
  .transform((value, context) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length > maxPhoneDigits || !/^\+?[\d\s().-]+$/.test(value)) {
      context.addIssue({ code: 'custom', message: sharedMessages.phoneInvalid });
      return z.NEVER;
    }
    const international = parsePhoneNumberFromString(`+${digits}`);
    const readings = value.startsWith('+')
      ? [international]
      : [parsePhoneNumberFromString(digits, defaultPhoneCountry.toUpperCase() as CountryCode), international];
    const phone = readings.find((reading) => reading?.isValid());
    if (!phone) {
      context.addIssue({ code: 'custom', message: sharedMessages.phoneInvalid });
      return z.NEVER;
    }
    return phone.number as string;
  });

const requiredText = (max: number) =>
  z
    .string({ error: sharedMessages.requiredFields })
    .trim()
    .min(1, sharedMessages.requiredFields)
    .max(max, sharedMessages.requiredFields);

/** One title or a list of them; kept as a list (spec section 3: "list, or text in some views"). */
export const jobTitleSchema = z
  .union([requiredText(100).transform((title) => [title]), z.array(requiredText(100)).min(1).max(10)], {
    error: sharedMessages.requiredFields,
  })
  .transform((titles) => [...new Set(titles)]);

/** PATCH /api/user/update-profile from the profile step (/complete, step 2 of 4): every field required. */
export const updateProfileRequest = z.object({
  phoneNumber: phoneNumberSchema,
  address: requiredText(200),
  workState: z
    .array(z.enum(workStates, { error: sharedMessages.invalidWorkState }), { error: sharedMessages.requiredFields })
    .min(1, sharedMessages.requiredFields)
    .transform((states) => [...new Set(states)]),
  jobTitle: jobTitleSchema,
  experienceLevel: z.enum(experienceLevels, {
    error: (issue) =>
      issue.input === undefined ? sharedMessages.requiredFields : sharedMessages.invalidExperienceLevel,
  }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
