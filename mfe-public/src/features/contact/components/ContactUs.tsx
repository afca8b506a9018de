import { useId } from 'react';
import { usePageMeta } from '@portal/shared/ui';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { contactMeta, contactTexts } from '../contact-content';
import '../../../components/site.css';
import '../contact.css';

/** `/contact` and `/contactus`: the contact details from the server's configuration and the contact form. */
export function ContactUs() {
  usePageMeta(contactMeta);
  const detailsId = useId();
  const formId = useId();
  return (
    <div className="site-page">
      <section className="site-section site-section--white">
        <div className="site-container">
          <h1 className="site-title">{contactTexts.title}</h1>
          <p className="site-lead">{contactTexts.lead}</p>
          <div className="contact-layout">
            <section className="site-card contact-panel" aria-labelledby={detailsId}>
              <h2 id={detailsId}>{contactTexts.detailsTitle}</h2>
              <ContactDetails />
            </section>
            <section className="site-card contact-panel" aria-labelledby={formId}>
              <h2 id={formId}>{contactTexts.formTitle}</h2>
              <ContactForm />
            </section>
          </div>
        </div>
      </section>
    </div>
  );
}
