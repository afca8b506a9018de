import { SignIn } from '../features/auth';

/** /login, exposed as ./Login. */
export default function Login() {
  return <SignIn />;
}
