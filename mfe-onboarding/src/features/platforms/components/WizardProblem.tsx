import { Alert } from 'antd';

type WizardProblemProps = {
  /** Why the wizard cannot go on; nothing is shown without one. */
  problem?: string;
  /** Where the alert stands in its step: the gap goes between it and the step's content. */
  at?: 'start' | 'end';
};

/** The wizard's one error alert, as every step shows it. */
export function WizardProblem({ problem, at = 'end' }: WizardProblemProps) {
  if (!problem) return null;
  return (
    <Alert
      type="error"
      role="alert"
      title={problem}
      style={at === 'start' ? { marginBottom: 16 } : { marginTop: 16 }}
    />
  );
}
