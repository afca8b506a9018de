// The plans feature's public entry: the paid plans as cards, leading to /pricing.
export { PlanChoice } from './components/PlanChoice';
