// /faq: the career-counselling questions.
export { FaqAnswers } from './components/FaqAnswers';
