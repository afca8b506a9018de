import './zod-config';
import { z } from 'zod';
import { contactLimits, jobAlertExperiences, jobAlertLocations, jobAlertSalaryRanges } from '../site';
import { emailSchema } from './auth';
import { envelope } from './envelope';
import { sharedMessages } from '../texts';

/** Free text the public forms accept: no control characters (the message may keep line breaks and tabs). */
const isControl = (code: number) => code < 32 || code === 127;
const noControlCharacters = (text: string) => ![...text].some((char) => isControl(char.charCodeAt(0)));
const noControlCharactersExceptLines = (text: string) =>
  ![...text].some((char) => isControl(char.charCodeAt(0)) && !'\n\r\t'.includes(char));

/** POST /api/contact: the public contact form. Phone and subject may be left empty. */
export const contactRequest = z.object({
  name: z
    .string({ error: sharedMessages.contactNameRequired })
    .trim()
    .min(1, sharedMessages.contactNameRequired)
    .max(contactLimits.nameMax, sharedMessages.contactNameTooLong)
    .refine(noControlCharacters, sharedMessages.invalidCharacters),
  email: emailSchema,
  phone: z
    .string({ error: sharedMessages.contactPhoneInvalid })
    .trim()
    .max(contactLimits.phoneMax, sharedMessages.contactPhoneInvalid)
    .regex(/^(\+?[\d\s()-]{6,})?$/, sharedMessages.contactPhoneInvalid)
    .refine((phone) => phone === '' || (phone.match(/\d/g)?.length ?? 0) >= 6, sharedMessages.contactPhoneInvalid)
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  subject: z
    .string({ error: sharedMessages.contactSubjectTooLong })
    .trim()
    .max(contactLimits.subjectMax, sharedMessages.contactSubjectTooLong)
    .refine(noControlCharacters, sharedMessages.invalidCharacters)
    .optional()
    .transform((subject) => (subject ? subject : undefined)),
  message: z
    .string({ error: sharedMessages.contactMessageTooShort })
    .trim()
    .min(contactLimits.messageMin, sharedMessages.contactMessageTooShort)
    .max(contactLimits.messageMax, sharedMessages.contactMessageTooLong)
    .refine(noControlCharactersExceptLines, sharedMessages.invalidCharacters),
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactReceiptSchema = z.object({ _id: z.string() });
export const contactResponse = envelope(contactReceiptSchema);
export type ContactResponse = z.infer<typeof contactResponse>;

/**
 * POST /api/job-alerts: asks for a subscription; the choices take effect when the link e-mailed to the address
 * is opened (POST /api/job-alerts/confirm). One subscription per e-mail; confirming again replaces the choices.
 */
export const jobAlertRequest = z.object({
  email: emailSchema,
  experience: z.enum(jobAlertExperiences, { error: sharedMessages.jobAlertExperienceRequired }),
  locations: z
    .array(z.enum(jobAlertLocations, { error: sharedMessages.jobAlertLocationsRequired }), {
      error: sharedMessages.jobAlertLocationsRequired,
    })
    .min(1, sharedMessages.jobAlertLocationsRequired)
    .max(jobAlertLocations.length, sharedMessages.jobAlertLocationsRequired)
    // Stored once each, in the page's order, whatever order or repeats were sent.
    .transform((chosen) => jobAlertLocations.filter((location) => chosen.includes(location))),
  salaryRange: z.enum(jobAlertSalaryRanges, { error: sharedMessages.jobAlertSalaryRangeRequired }),
});
export type JobAlertRequest = z.input<typeof jobAlertRequest>;

export const jobAlertSchema = z.object({
  _id: z.string(),
  email: z.string(),
  experience: z.enum(jobAlertExperiences),
  locations: z.array(z.enum(jobAlertLocations)),
  salaryRange: z.enum(jobAlertSalaryRanges),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export const jobAlertResponse = envelope(jobAlertSchema);

/** POST /api/job-alerts/confirm and /api/job-alerts/unsubscribe: the token of the link e-mailed to the subscriber. */
export const jobAlertTokenRequest = z.object({
  token: z
    .string({ error: sharedMessages.jobAlertLinkMissing })
    .trim()
    .min(1, sharedMessages.jobAlertLinkMissing)
    .max(200),
});
export type JobAlertTokenRequest = z.input<typeof jobAlertTokenRequest>;
export type JobAlertResponse = z.infer<typeof jobAlertResponse>;

/** GET /api/site/contact-details: what /contact shows under Address, Phone, Email, Website. */
export const contactDetailsSchema = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export const contactDetailsResponse = envelope(contactDetailsSchema);
export type ContactDetailsResponse = z.infer<typeof contactDetailsResponse>;
