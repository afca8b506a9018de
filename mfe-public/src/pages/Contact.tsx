import { ContactUs } from '../features/contact';

/** /contact and /contactus, exposed as ./Contact. */
export default function Contact() {
  return <ContactUs />;
}
