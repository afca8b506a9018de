import { fillMessage } from '@portal/shared/texts';
import { messages } from '../../../texts';

/** A count of months in words, singular for one ('1 month', '3 months'): the one rule wherever a count is written. */
export const monthsInWords = (count: number) =>
  count === 1 ? messages.monthCountOne : fillMessage(messages.monthCountMany, { count });

/** What the pricing page and the summary show, in cents (the server prices the order again, and its figures win). */
export const cvPriceCents = 3000;

export function pricingTotals(monthlyPrice: number, monthCount: number, includeCv: boolean) {
  const monthly = Math.round(monthlyPrice * 100);
  const planAmount = monthly * monthCount;
  const cvAmount = includeCv ? cvPriceCents : 0;
  const total = planAmount + cvAmount;
  return { monthly, planAmount, cvAmount, total, gst: Math.round(total / 11) };
}
