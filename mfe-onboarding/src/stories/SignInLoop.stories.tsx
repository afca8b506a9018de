import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import ForgetPassword from '../pages/ForgetPassword';
import Login from '../pages/Login';
import Register from '../pages/Register';
import ResendVerification from '../pages/ResendVerification';
import ResetPassword from '../pages/ResetPassword';
import Verified from '../pages/Verified';
import VerifyEmail from '../pages/VerifyEmail';

const pages: Record<string, { path: string; Page: ComponentType; state?: unknown }> = {
  Login: { path: '/login', Page: Login },
  Register: { path: '/register', Page: Register },
  VerifyEmail: { path: '/verify-email', Page: VerifyEmail, state: { email: 'mia.nguyen@example.com' } },
  Verified: { path: '/verified', Page: Verified },
  ResendVerification: { path: '/resend-verification', Page: ResendVerification },
  ForgetPassword: { path: '/forgetpassword', Page: ForgetPassword },
  ResetPassword: { path: '/reset-password?token=4f1c9b2e7a', Page: ResetPassword },
};

type ScreenProps = { page: keyof typeof pages; width: number };

/** A sign-in loop screen as a signed-out visitor sees it, at a given width (360 px is the smallest supported phone). */
function Screen({ page, width }: ScreenProps) {
  const { path, Page, state } = pages[page]!;
  sessionStore.getState().signOut();
  return (
    <div style={{ width, margin: '0 auto', background: '#f5f5f5', minHeight: 640 }}>
      <SWRConfig value={{ fallback: { '/auth/config': { googleClientId: null } }, revalidateOnMount: false }}>
        <MemoryRouter
          initialEntries={[
            { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
          ]}
        >
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </div>
  );
}

// Typed by shape: this remote does not depend on Storybook's packages.
export default {
  title: 'Onboarding/Sign-in loop',
  component: Screen,
  args: { width: 1024 },
  argTypes: { page: { control: 'select', options: Object.keys(pages) }, width: { control: 'number' } },
};

export const SignIn = { args: { page: 'Login' } };
export const SignInOnAPhone = { args: { page: 'Login', width: 360 } };
export const SignUp = { args: { page: 'Register' } };
export const SignUpOnAPhone = { args: { page: 'Register', width: 360 } };
/** Opened from sign-up: the code sent to the address just registered. */
export const VerifyEmailCode = { args: { page: 'VerifyEmail' } };
export const EmailVerified = { args: { page: 'Verified' } };
export const ResendCode = { args: { page: 'ResendVerification' } };
export const ForgotPassword = { args: { page: 'ForgetPassword' } };
/** Opened from the reset e-mail's link. */
export const ChooseNewPassword = { args: { page: 'ResetPassword' } };
