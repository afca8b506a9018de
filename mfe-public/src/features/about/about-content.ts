export const aboutMeta = {
  title: 'About us',
  description:
    'Why Career Portal exists: our mission to take the grind out of job hunting for Australians, the values we work by, and why candidates choose us.',
};

export const aboutIntro = {
  title: 'About Career Portal',
  lead: 'Job hunting in Australia often means tailoring dozens of applications across Seek, Indeed, Jora, LinkedIn and Glassdoor while holding down a job, study or family life. We built Career Portal so that you spend your energy on interviews, not on forms.',
};

/** Spec section 2's six values, in its order. */
export const values = {
  title: 'Our values',
  items: [
    {
      title: 'Integrity',
      text: 'We only apply for roles you asked for, we never misrepresent your experience, and your platform logins are encrypted and seen only by the staff who need them.',
    },
    {
      title: 'Innovation',
      text: 'We keep improving how we match candidates to roles and how quickly you hear about every application made for you.',
    },
    {
      title: 'Empowerment',
      text: 'You stay in control: you choose the roles, locations and platforms, and you can see every application in your dashboard.',
    },
    {
      title: 'Diversity and Inclusion',
      text: 'We support job seekers of every background, age and ability, including new arrivals and people returning to work after a break.',
    },
    {
      title: 'Customer-Centricity',
      text: 'Your account officer is a real person who knows your goals, answers your questions and adjusts the search as your plans change.',
    },
    {
      title: 'Collaboration',
      text: 'We work alongside you, sharing what we learn from employers so your CV, cover letter and interview answers keep getting stronger.',
    },
  ],
};

export const mission = {
  title: 'Our mission',
  text: 'To help every job seeker in Australia reach the right employer sooner, by taking on the repetitive work of applying and giving them clear, honest updates along the way.',
};

/** The bars reuse the landing page's success percentages (spec section 1). */
export const whyChooseUs = {
  title: 'Why Choose Us',
  lead: 'Candidates stay with us because applications go out consistently, to roles that fit, and they always know what has been done.',
  bars: [
    { label: 'Success rate', value: 95 },
    { label: 'Network', value: 90 },
    { label: 'User satisfaction', value: 98 },
  ],
};
