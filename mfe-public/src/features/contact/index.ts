// /contact: the contact details and the contact form.
export { ContactUs } from './components/ContactUs';
