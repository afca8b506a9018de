/** Every text this app shows, verbatim from the spec where it gives one; texts other apps show too come from @portal/shared/texts. */
import { sharedMessages } from '@portal/shared/texts';

export const messages = {
  ...sharedMessages,
  // Session (sections 2, 4, 8)
  sessionExpiredGuard: 'Session Expired. Please Login Again',
  // Shell: header, menu and frame (section 2, authenticated layout)
  noJobTitle: 'No Job Title',
  talent: 'Talent',
  searchMessage: 'Search message',
  searchHelp: 'Search help articles',
  menuDashboard: 'Dashboard',
  menuCreateNotification: 'Create notification',
  menuAssignedCandidates: 'Assigned Candidates',
  menuJobHistory: 'Job History',
  menuRegisteredCandidates: 'Registered candidates',
  menuSubscribers: 'Subscribers',
  menuAdmins: 'Admins',
  menuSettings: 'Settings',
  menuHelpArticles: 'Help Articles',
  menuHelpCenter: 'Help Center',
  menuLogout: 'Logout',
  openMenu: 'Open menu',
  /** Said after a name that carries the unread badge: the Notifications link, and the menu button on a phone. */
  unreadSuffix: (count: number) => ` (${count} unread)`,
  search: 'Search',
  mainMenu: 'Main menu',
  siteNavigation: 'Site',
  // Shell: public frame, 403, 404, remote failures (texts the spec leaves to us)
  register: 'Register',
  footerNote: 'Job applications handled for job seekers across Australia.',
  accessDenied: 'Access denied',
  accessDeniedBody: 'Your account does not have access to this page.',
  pageNotFound: 'Page not found',
  pageNotFoundBody: 'The page you are looking for does not exist.',
  dismiss: 'Dismiss',
  remoteLoadFailed: 'This part of the portal could not be loaded. Please check your connection and try again.',
  remoteLoadSlow: 'This part of the portal is taking too long to load. Please check your connection and try again.',
  newVersionAvailable: 'A new version of the portal is available. Please reload the page to continue.',
  reloadPage: 'Reload page',
  // Public site frame (section 1: Home, About, Services, Contact Us, Job Alerts, Resources, FAQs, Register / Sign In)
  navHome: 'Home',
  navAbout: 'About',
  navServices: 'Services',
  navContactUs: 'Contact Us',
  navJobAlerts: 'Job Alerts',
  navResources: 'Resources',
  navFaqs: 'FAQs',
  closeMenu: 'Close menu',
  footerNavigation: 'Footer',
  skipToContent: 'Skip to main content',
} as const;
