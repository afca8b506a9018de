// The pricing feature's public entry: /pricing's months, summary and the order the card step pays.
export { PricingFlow, type PaymentStep } from './components/PricingFlow';
export { MonthPicker } from './components/MonthPicker';
export { SummaryModal } from './components/SummaryModal';
export { pricingTotals } from './hooks/pricing-arithmetic';
