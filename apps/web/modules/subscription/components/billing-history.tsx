'use client';
// The workspace's payments (PENDING, PAID, ERROR with the provider's reason, refunds) and invoices (to view on
// the provider's hosted page or download as PDF), newest first, "Load more" for older ones. A table from the
// tablet up; on a phone each row is a card whose actions stay in reach. Owners and admins only.
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useState } from 'react';
import { SectionCard } from '../../account/components/section-card.tsx';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import {
  type BillingInvoice,
  type BillingPayment,
  INVOICES_PAGE_SIZE,
  MyInvoices,
  MyPayments,
  PAYMENTS_PAGE_SIZE,
} from '../lib/billing-api.ts';
import { formatDate, httpUrl, invoiceStatusView, money, paymentStatusView } from '../lib/subscription-view.ts';

const WIDE = { xs: 'none', md: 'table' } as const;
const NARROW = { xs: 'block', md: 'none' } as const;
const NUMBERS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Loading({ label }: { label: string }) {
  return (
    <Stack sx={{ gap: 1 }} role="status" aria-label={label}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
    </Stack>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
      {children}
    </Typography>
  );
}

/** A phone's row: the main line, the amount, the chip and the actions. */
function RowCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 }, listStyle: 'none' }}
    >
      {children}
    </Box>
  );
}

function PaymentChip({ payment }: { payment: BillingPayment }) {
  const view = paymentStatusView(payment);
  return <Chip size="small" color={view.color} variant="outlined" label={view.label} />;
}

function paymentNote(payment: BillingPayment): string | null {
  if (payment.status === 'ERROR' && payment.failureMessage) return payment.failureMessage;
  if (payment.refundedAmount > 0) return `${money(payment.refundedAmount, payment.currency)} refunded`;
  return null;
}

export function PaymentsSection() {
  const pages = MyPayments.usePages({ variables: { limit: PAYMENTS_PAGE_SIZE } }, { refetchOnMountOrArgChange: true });
  const payments = pages.data?.pages.flatMap((p) => p?.items ?? []) ?? [];
  return (
    <SectionCard id="payments" title="Payment history" description="Every charge to your workspace’s card.">
      {pages.isError && !payments.length ? (
        <RetryAlert onRetry={() => void pages.refetch()}>
          The payments could not be loaded: {toErrorMessage(pages.error)}
        </RetryAlert>
      ) : pages.isLoading ? (
        <Loading label="Loading the payments" />
      ) : !payments.length ? (
        <Empty>No payments yet.</Empty>
      ) : (
        <>
          <Table size="small" sx={{ display: WIDE }} aria-label="Payments">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment.id} data-testid="payment-row">
                  <TableCell sx={NUMBERS}>{formatDate(payment.paidAt ?? payment.createdAt)}</TableCell>
                  <TableCell>
                    {payment.description ?? (payment.type === 'INVOICE' ? 'Subscription' : 'Payment')}
                    {paymentNote(payment) ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {paymentNote(payment)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right" sx={NUMBERS}>
                    {money(payment.amount, payment.currency)}
                  </TableCell>
                  <TableCell>
                    <PaymentChip payment={payment} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box component="ul" sx={{ display: NARROW, m: 0, p: 0 }} aria-label="Payments">
            {payments.map((payment) => (
              <RowCard key={payment.id} testId="payment-card">
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }}>
                    {payment.description ?? (payment.type === 'INVOICE' ? 'Subscription' : 'Payment')}
                  </Typography>
                  <Typography variant="body2" sx={{ ...NUMBERS, fontWeight: 600 }}>
                    {money(payment.amount, payment.currency)}
                  </Typography>
                </Stack>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatDate(payment.paidAt ?? payment.createdAt)}
                  </Typography>
                  <PaymentChip payment={payment} />
                </Stack>
                {paymentNote(payment) ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {paymentNote(payment)}
                  </Typography>
                ) : null}
              </RowCard>
            ))}
          </Box>
          {pages.hasNextPage ? <LoadMoreButton pages={pages} sx={{ mt: 1 }} /> : null}
        </>
      )}
    </SectionCard>
  );
}

function InvoiceActions({ invoice, size = 'small' }: { invoice: BillingInvoice; size?: 'small' | 'medium' }) {
  const name = invoice.number ?? invoice.id;
  const hostedUrl = httpUrl(invoice.hostedUrl);
  const pdfUrl = httpUrl(invoice.pdfUrl);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
      {hostedUrl ? (
        <Button
          size={size}
          variant="text"
          href={hostedUrl}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewOutlinedIcon aria-hidden />}
          aria-label={`View invoice ${name} (opens in a new tab)`}
        >
          View
        </Button>
      ) : null}
      {pdfUrl ? (
        <Button
          size={size}
          variant="outlined"
          href={pdfUrl}
          download={`invoice-${name}.pdf`}
          startIcon={<DownloadOutlinedIcon aria-hidden />}
          aria-label={`Download invoice ${name} as PDF`}
        >
          PDF
        </Button>
      ) : null}
    </Stack>
  );
}

export function InvoicesSection() {
  const [limit, setLimit] = useState(INVOICES_PAGE_SIZE);
  const query = MyInvoices.useQuery({ variables: { limit } }, { refetchOnMountOrArgChange: true });
  const invoices = query.data?.items ?? [];
  return (
    <SectionCard id="invoices" title="Invoices" description="View an invoice, or download it as PDF for your records.">
      {query.isError && !invoices.length ? (
        <RetryAlert onRetry={() => void query.refetch()}>
          The invoices could not be loaded: {toErrorMessage(query.error)}
        </RetryAlert>
      ) : query.isLoading ? (
        <Loading label="Loading the invoices" />
      ) : !invoices.length ? (
        <Empty>No invoices yet.</Empty>
      ) : (
        <>
          <Table size="small" sx={{ display: WIDE }} aria-label="Invoices">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Number</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => {
                const status = invoiceStatusView(invoice.status);
                return (
                  <TableRow key={invoice.id} data-testid="invoice-row">
                    <TableCell sx={NUMBERS}>{formatDate(invoice.created)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{invoice.number ?? '—'}</TableCell>
                    <TableCell align="right" sx={NUMBERS}>
                      {money(invoice.total, invoice.currency)}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={status.color} label={status.label} />
                    </TableCell>
                    <TableCell align="right">
                      <InvoiceActions invoice={invoice} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Box component="ul" sx={{ display: NARROW, m: 0, p: 0 }} aria-label="Invoices">
            {invoices.map((invoice) => {
              const status = invoiceStatusView(invoice.status);
              return (
                <RowCard key={invoice.id} testId="invoice-card">
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, wordBreak: 'break-all' }}>
                      {invoice.number ?? 'Invoice'}
                    </Typography>
                    <Typography variant="body2" sx={{ ...NUMBERS, fontWeight: 600 }}>
                      {money(invoice.total, invoice.currency)}
                    </Typography>
                  </Stack>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 0.5, mb: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {formatDate(invoice.created)}
                    </Typography>
                    <Chip size="small" variant="outlined" color={status.color} label={status.label} />
                  </Stack>
                  <InvoiceActions invoice={invoice} />
                </RowCard>
              );
            })}
          </Box>
          {query.data?.hasMore ? (
            <Button sx={{ mt: 1 }} loading={query.isFetching} onClick={() => setLimit((n) => n + INVOICES_PAGE_SIZE)}>
              Load more
            </Button>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
