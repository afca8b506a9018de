import useSWR from 'swr';
import { apiFetcher, type ContactDetails as Details, type ContactDetailsResponse } from '@portal/shared';
import { contactTexts } from '../contact-content';

export const CONTACT_DETAILS_PATH = '/site/contact-details';

/** Address, Phone, Email and Website as the server's configuration gives them. */
export function ContactDetailsList({ details }: { details: Details }) {
  const websiteLabel = details.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <dl className="contact-details">
      <div>
        <dt>{contactTexts.address}</dt>
        <dd>{details.address}</dd>
      </div>
      <div>
        <dt>{contactTexts.phone}</dt>
        <dd>
          <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{contactTexts.email}</dt>
        <dd>
          <a href={`mailto:${details.email}`}>{details.email}</a>
        </dd>
      </div>
      <div>
        <dt>{contactTexts.website}</dt>
        <dd>
          <a href={details.website}>{websiteLabel}</a>
        </dd>
      </div>
    </dl>
  );
}

export function ContactDetails() {
  const { data, error } = useSWR<ContactDetailsResponse>(CONTACT_DETAILS_PATH, apiFetcher);
  if (error) return <p className="site-alert">{contactTexts.detailsFailed}</p>;
  if (!data) return <p role="status">{contactTexts.detailsLoading}</p>;
  return <ContactDetailsList details={data.data} />;
}
