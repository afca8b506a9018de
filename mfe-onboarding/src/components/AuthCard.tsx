import { useId, type ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { OnboardingSteps } from './OnboardingSteps';
import './auth-card.css';

type AuthCardProps = {
  title: string;
  /** Onboarding step this screen is (1 to 4), when it is one. */
  step?: number;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (back to login, sign up instead, …). */
  footer?: ReactNode;
  /** Room for several cards side by side (the plan picker). */
  wide?: boolean;
};

/** The one frame of every sign-in loop screen: optional step indicator, heading, form, links. */
export function AuthCard({ title, step, intro, children, footer, wide }: AuthCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="auth-card"
      style={{ display: 'flex', justifyContent: 'center', padding: '24px 12px' }}
    >
      <Card style={{ width: '100%', maxWidth: wide ? 960 : 480 }}>
        {step ? <OnboardingSteps current={step} /> : null}
        <Typography.Title level={1} id={headingId} style={{ fontSize: 26, marginTop: step ? 16 : 0 }}>
          {title}
        </Typography.Title>
        {intro ? <Typography.Paragraph>{intro}</Typography.Paragraph> : null}
        {children}
        {footer ? (
          <div className="auth-card__footer" style={{ marginTop: 16, textAlign: 'center' }}>
            {footer}
          </div>
        ) : null}
      </Card>
    </section>
  );
}
