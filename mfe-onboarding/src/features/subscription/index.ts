// Onboarding step 4: the plan.
export { useSubscriptionPlans, PlansLoader } from '@portal/shared/ui/plans';
export { PlanPicker } from './components/PlanPicker';
export { PlanQuestion } from './components/PlanQuestion';
