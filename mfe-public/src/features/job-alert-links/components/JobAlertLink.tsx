import { Link, useSearchParams } from 'react-router-dom';
import { api, type MessageEnvelope } from '@portal/shared';
import { usePageMeta, type PageMeta } from '@portal/shared/ui';
import { jobAlertTokenRequest } from '@portal/shared/contracts';
import { FormSubmit } from '../../../components/FormField';
import { useContractForm } from '../../../lib/use-contract-form';
import { jobAlertConfirmTexts, jobAlertLinkTexts, jobAlertUnsubscribeTexts } from '../job-alert-link-content';
import '../../../components/site.css';
import { messages } from '../../../texts';

export type JobAlertLinkAction = {
  /** The API path the link's token is posted to. */
  path: 'job-alerts/confirm' | 'job-alerts/unsubscribe';
  texts: { meta: PageMeta; lead: string; action: string; busy: string; failed: string };
};

/**
 * A page a job-alert e-mail links to. It acts only when the reader presses its button, never on opening,
 * so that a mail scanner following the link confirms or unsubscribes nothing.
 */
export function JobAlertLinkPage({ path, texts }: JobAlertLinkAction) {
  usePageMeta(texts.meta);
  const token = useSearchParams()[0].get('token') ?? '';
  const { status, onSubmit, formRef } = useContractForm({
    // This page checks the token as it renders, so the contract is loaded with it.
    contract: async () => jobAlertTokenRequest,
    initialValues: { token },
    failureFallback: texts.failed,
    send: async (data) => (await api().post(path, { json: data }).json<MessageEnvelope>()).message,
  });

  const body = () => {
    if (status.kind === 'sent')
      return (
        <p className="site-alert site-alert--success" role="status">
          {status.message}
        </p>
      );
    if (!jobAlertTokenRequest.safeParse({ token }).success)
      return (
        <p className="site-alert" role="alert">
          {messages.jobAlertLinkMissing}
        </p>
      );
    return (
      <form ref={formRef} className="site-form" noValidate onSubmit={onSubmit} aria-busy={status.kind === 'sending'}>
        <p className="site-lead">{texts.lead}</p>
        <FormSubmit status={status} label={texts.action} busyLabel={texts.busy} />
      </form>
    );
  };

  return (
    <div className="site-page">
      <section className="site-section site-section--white">
        <div className="site-narrow">
          <h1 className="site-title">{texts.meta.title}</h1>
          {body()}
          <p>
            <Link to="/job-alerts" className="site-button site-button--secondary">
              {jobAlertLinkTexts.backToAlerts}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

/** `/job-alerts/confirm?token=`: the link of the confirmation e-mail; the job alert starts when it is confirmed here. */
export function JobAlertConfirmation() {
  return <JobAlertLinkPage path="job-alerts/confirm" texts={jobAlertConfirmTexts} />;
}

/** `/job-alerts/unsubscribe?token=`: the link every confirmed job alert e-mails; ends the subscription. */
export function JobAlertUnsubscription() {
  return <JobAlertLinkPage path="job-alerts/unsubscribe" texts={jobAlertUnsubscribeTexts} />;
}
