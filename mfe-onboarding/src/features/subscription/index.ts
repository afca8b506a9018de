// Onboarding step 4: the plan. The plans it reads are also what decides how many platforms a candidate may hand over.
export { useSubscriptionPlans, PlansLoader } from '@portal/shared/ui/plans';
export { PlanPicker } from './components/PlanPicker';
export { PlanQuestion } from './components/PlanQuestion';
