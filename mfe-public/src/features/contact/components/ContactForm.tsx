import { api, type ContactResponse } from '@portal/shared';
import { contactLimits } from '@portal/shared/limits';
import { FormConfirmation, FormField, FormSubmit } from '../../../components/FormField';
import { useContractForm } from '../../../lib/use-contract-form';
import { contactTexts } from '../contact-content';
import { messages } from '../../../texts';

const emptyContact = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: checked with the contract of POST /api/contact, then sent to the staff. */
export function ContactForm() {
  const { values, errors, status, setValue, onSubmit, prepare, reset, formRef } = useContractForm({
    contract: () => import('@portal/shared/contracts').then((contracts) => contracts.contactRequest),
    initialValues: emptyContact,
    failureFallback: messages.contactSendFailed,
    send: async (data) => {
      const body = await api().post('contact', { json: data }).json<ContactResponse>();
      return body.message ?? messages.contactSent;
    },
  });

  if (status.kind === 'sent')
    return <FormConfirmation message={status.message} againLabel={contactTexts.sendAnother} onAgain={reset} />;

  const sending = status.kind === 'sending';
  return (
    <form ref={formRef} className="site-form" noValidate onFocus={prepare} onSubmit={onSubmit} aria-busy={sending}>
      <FormField label={contactTexts.nameLabel} error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={messages.emailLabel} error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={contactTexts.phoneLabel} error={errors.phone}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => setValue('phone', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={contactTexts.subjectLabel} error={errors.subject}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.subject}
            onChange={(event) => setValue('subject', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={contactTexts.messageLabel}
        error={errors.message}
        hint={contactTexts.messageHint(contactLimits.messageMin, contactLimits.messageMax)}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={values.message}
            onChange={(event) => setValue('message', event.target.value)}
          />
        )}
      </FormField>
      <FormSubmit status={status} label={contactTexts.send} busyLabel={contactTexts.sending} />
    </form>
  );
}
