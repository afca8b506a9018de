import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@portal/shared/ui';
import { faqIntro, faqMeta, faqs } from '../faq-content';
import '../../../components/site.css';
import '../faq.css';

/** `/faq`: six career-counselling questions and the 'Contact Us' button (spec section 2). */
export function FaqAnswers() {
  usePageMeta(faqMeta);
  const contactId = useId();
  return (
    <div className="site-page">
      <section className="site-section site-section--white">
        <div className="site-narrow">
          <h1 className="site-title">{faqIntro.title}</h1>
          <p className="site-lead">{faqIntro.lead}</p>
          <div className="faq-list">
            {faqs.map((faq, index) => (
              <details key={faq.question} className="faq" open={index === 0}>
                <summary>
                  <h2 className="faq__question">{faq.question}</h2>
                </summary>
                <div className="faq__answer">
                  {faq.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </div>
      </section>
      <section className="site-section site-section--tinted faq-contact" aria-labelledby={contactId}>
        <div className="site-narrow">
          <h2 id={contactId} className="site-heading">
            {faqIntro.contactTitle}
          </h2>
          <p className="site-lead">{faqIntro.contactText}</p>
          <Link to="/contact" className="site-button">
            {faqIntro.contactUs}
          </Link>
        </div>
      </section>
    </div>
  );
}
