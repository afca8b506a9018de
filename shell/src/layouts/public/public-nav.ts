import { messages } from '../../texts';

/** The public site's sections in the order of spec section 1; the header and the footer both list them. */
export const publicNav = [
  { path: '/', label: messages.navHome },
  { path: '/about', label: messages.navAbout },
  { path: '/services', label: messages.navServices },
  { path: '/contact', label: messages.navContactUs },
  { path: '/job-alerts', label: messages.navJobAlerts },
  { path: '/resources', label: messages.navResources },
  { path: '/faq', label: messages.navFaqs },
] as const;
