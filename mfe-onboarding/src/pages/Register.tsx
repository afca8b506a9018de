import { SignUp } from '../features/auth';

/** /register, exposed as ./Register. */
export default function Register() {
  return <SignUp />;
}
