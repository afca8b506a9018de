import { Button, Modal, Typography } from 'antd';
import { formatAmount } from '@portal/shared/money';
import { fillMessage } from '@portal/shared/texts';
import { messages } from '../../../texts';
import { monthsInWords, pricingTotals } from '../hooks/pricing-arithmetic';

type SummaryModalProps = {
  open: boolean;
  planName: string;
  price: number;
  monthCount: number;
  includeCv: boolean;
  onRemoveCv: () => void;
  onPay: () => void;
  onClose: () => void;
};

const line = { display: 'flex', justifyContent: 'space-between', gap: 16, padding: '8px 0' } as const;

/** 'Summary': the plan line, the Professional CV line (which can be removed), the total and 'Pay Now' (spec section 2). */
export function SummaryModal({
  open,
  planName,
  price,
  monthCount,
  includeCv,
  onRemoveCv,
  onPay,
  onClose,
}: SummaryModalProps) {
  const totals = pricingTotals(price, monthCount, includeCv);
  const planLine = fillMessage(messages.summaryPlanLine, { plan: planName, months: monthsInWords(monthCount) });
  // No zoom: the next step opens at once, and a busy machine never leaves it half-drawn.
  return (
    <Modal
      transitionName=""
      maskTransitionName=""
      open={open}
      title={messages.summary}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {messages.paymentDetails}
      </Typography.Title>
      <div style={line}>
        <span>{planLine}</span>
        <span>{formatAmount(totals.planAmount)}</span>
      </div>
      {includeCv ? (
        <div style={line}>
          <span>
            {messages.professionalCv}{' '}
            <Button size="small" type="link" danger onClick={onRemoveCv} aria-label={messages.removeCv}>
              ✕
            </Button>
          </span>
          <span>{formatAmount(totals.cvAmount)}</span>
        </div>
      ) : null}
      <div style={{ ...line, fontWeight: 700, borderTop: '1px solid #f0f0f0' }}>
        <span>{messages.total}</span>
        <span data-testid="summary-total">{formatAmount(totals.total)}</span>
      </div>
      <Typography.Text style={{ color: '#595959' }}>
        {fillMessage(messages.gstIncluded, { gst: formatAmount(totals.gst) })}
      </Typography.Text>
      <Button type="primary" block size="large" style={{ marginTop: 16 }} onClick={onPay}>
        {messages.payNowSummary}
      </Button>
    </Modal>
  );
}
