// The card-payment feature's public entry: the card step, the provider's return page and the local bank page.
export { CardPaymentModal } from './components/CardPaymentModal';
export { LocalCardForm } from './components/LocalCardForm';
export { PaymentResult, PaymentStatusView } from './components/PaymentResult';
export { LocalAuthentication } from './components/LocalAuthentication';
export { PaymentSuccess } from './components/PaymentSuccess';
export { statusMessage } from './hooks/status-message';
