import { FaqAnswers } from '../features/faq';

/** /faq, exposed as ./Faq. */
export default function Faq() {
  return <FaqAnswers />;
}
