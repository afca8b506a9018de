import { useLocation } from 'react-router-dom';

/** The plan /pricing sells, from navigation state (spec section 2): name, monthly price and id; null when any is missing. */
export type PricingChoice = { planName: string; price: number; planId: string };

export function usePricingChoice(): PricingChoice | null {
  const state = useLocation().state as Partial<PricingChoice> | null;
  if (!state || typeof state.planName !== 'string' || typeof state.planId !== 'string') return null;
  if (typeof state.price !== 'number' || !Number.isFinite(state.price)) return null;
  return { planName: state.planName, price: state.price, planId: state.planId };
}
