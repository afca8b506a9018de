import { useState, type ReactNode } from 'react';
import { Button, Card, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Invoice, Subscription } from '@portal/shared/contracts';
import { formatAmount } from '@portal/shared/money';
import { formatBritishDate, Pagination, scrollsWhenRows } from '@portal/shared/ui';
import { labelledColumns, tableCardsClass, wideCell } from '@portal/shared/ui/table-cards';
import { fillMessage } from '@portal/shared/texts';
import { messages } from '../../../texts';
import { downloadReceipt, useInvoices, useSubscriptions } from '../api/billing';

/** antd's green tag is below 4.5:1; a darker green on the same background reads well. */
const activeTag = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };
/** Billing periods and payments are kept as UTC days. */
const shortDate = (iso: string) => formatBritishDate(iso, { utc: true });

/** Spec section 2: the current plan is the first record whose expiry is in the future. */
export function currentSubscription(records: Subscription[], now = Date.now()): Subscription | undefined {
  return records.find((record) => {
    const period = record.period[0];
    return period !== undefined && new Date(period.exp_date).getTime() > now;
  });
}

type BillingPageProps = { upgrade: ReactNode };

/** /mysub: the current plan, the invoice table with receipts, and the 'Upgrade Plan' modal (spec sections 2 and 8). */
export function BillingPage({ upgrade }: BillingPageProps) {
  const subscriptions = useSubscriptions();
  const [invoicePage, setInvoicePage] = useState(1);
  const invoices = useInvoices(invoicePage);
  const [upgrading, setUpgrading] = useState(false);
  const [receiptProblem, setReceiptProblem] = useState<string | null>(null);

  const current = subscriptions.data ? currentSubscription(subscriptions.data.docs) : undefined;
  const failed = Boolean(subscriptions.error || invoices.error);
  // On a phone each invoice is a card, its cells two by two under their columns' names.
  const columns: TableColumnsType<Invoice> = labelledColumns<Invoice>([
    { title: messages.invoiceDate, dataIndex: 'paidAt', render: (value: string) => shortDate(value) },
    { title: messages.invoiceNumber, dataIndex: 'number' },
    { title: messages.invoicePlan, dataIndex: 'planName' },
    {
      title: messages.invoiceMonths,
      key: 'months',
      render: (_, invoice) => `${invoice.months.join(', ')} ${invoice.year}`,
    },
    { title: messages.invoiceAmount, dataIndex: 'amount', render: (value: number) => formatAmount(value) },
    { title: messages.invoiceGst, dataIndex: 'gst', render: (value: number) => formatAmount(value) },
    {
      title: messages.invoiceStatus,
      dataIndex: 'status',
      render: (value: Invoice['status']) =>
        value === 'Active' ? <Tag style={activeTag}>{messages.active}</Tag> : <Tag>{messages.expired}</Tag>,
    },
    {
      title: messages.invoiceReceipt,
      key: 'receipt',
      className: wideCell,
      render: (_, invoice) => (
        <Button
          size="small"
          aria-label={`${messages.downloadReceipt} ${invoice.number}`}
          onClick={() =>
            void downloadReceipt(invoice).then(
              () => setReceiptProblem(null),
              () => setReceiptProblem(messages.receiptFailed),
            )
          }
        >
          {messages.downloadReceipt}
        </Button>
      ),
    },
  ]);

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 24, margin: 0 }}>
        {messages.billingTitle}
      </Typography.Title>
      {failed ? (
        <Typography.Text type="danger" role="alert">
          {messages.subscriptionFetchFailed}
        </Typography.Text>
      ) : null}
      <Card
        title={messages.currentPlan}
        extra={
          <Button type="primary" onClick={() => setUpgrading(true)}>
            {messages.upgradePlan}
          </Button>
        }
      >
        {current ? (
          <>
            <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
              {current.planName}{' '}
              {current.period[0]?.active ? (
                <Tag style={activeTag}>{messages.active}</Tag>
              ) : (
                <Tag>{messages.expired}</Tag>
              )}
            </Typography.Title>
            <Typography.Text style={{ color: '#595959' }}>
              {fillMessage(messages.activeUntil, {
                start: shortDate(current.period[0]!.start_date),
                end: shortDate(current.period[0]!.exp_date),
              })}
            </Typography.Text>
          </>
        ) : subscriptions.data ? (
          <Typography.Text>{messages.noCurrentPlan}</Typography.Text>
        ) : null}
      </Card>
      <Card title={messages.invoices}>
        {receiptProblem ? (
          <Typography.Text type="danger" role="alert">
            {receiptProblem}
          </Typography.Text>
        ) : null}
        <Table<Invoice>
          rowKey="_id"
          className={tableCardsClass('pairs')}
          columns={columns}
          dataSource={invoices.data?.docs ?? []}
          loading={!invoices.data && !invoices.error}
          pagination={false}
          {...scrollsWhenRows(invoices.data?.docs.length ?? 0, 'max-content')}
          locale={{ emptyText: messages.noInvoices }}
        />
        <Pagination page={invoicePage} totalPages={invoices.data?.totalPages ?? 1} onChange={setInvoicePage} />
      </Card>
      <Modal
        open={upgrading}
        title={messages.upgradePlan}
        onCancel={() => setUpgrading(false)}
        footer={null}
        width={720}
      >
        {upgrade}
      </Modal>
    </div>
  );
}
