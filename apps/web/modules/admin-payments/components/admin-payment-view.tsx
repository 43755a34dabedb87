'use client';
// /admin/payments/[paymentId]: one payment: the workspace billed (a link to it among the workspaces, and to its
// other payments), the plan, the amount, what was refunded and what is left, the status, when it was made and
// paid, the provider's references and its refunds. A paid payment with something left is refunded from here: the
// dialog asks how much (what is left by default) and the admin's password; the provider refunds it and the page
// shows it at once.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { type ReactNode, useId, useState } from 'react';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminRecordFallback } from '../../admin/components/admin-record-fallback.tsx';
import { ConfirmActionDialog } from '../../admin/components/confirm-action-dialog.tsx';
import { RecordFact, RecordTime } from '../../admin/components/record-facts.tsx';
import { confirmedAction } from '../../admin-enquiries/lib/confirmed-action.ts';
import { fieldErrorOf } from '../../data/lib/error-message.ts';
import { TableRegion } from '../../layout/components/table-region.tsx';
import {
  AdminPaymentQuery,
  money,
  PAYMENT_TYPE_LABELS,
  parseRefundAmount,
  RefundPayment,
  type TAdminPayment,
  type TAdminRefund,
} from '../lib/admin-payments.ts';
import { PaymentStatusChips } from './admin-payments-view.tsx';

const BACK = (
  <Link component={NextLink} href="/admin/payments" color="inherit">
    Payments
  </Link>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const mono = { fontFamily: 'monospace', fontSize: '0.875rem' } as const;

export function AdminPaymentView({ paymentId }: { paymentId: string }) {
  const detail = AdminPaymentQuery.useQuery({ variables: { id: paymentId } });
  const data = detail.data;
  if (detail.isLoading || !data)
    return (
      <AdminRecordFallback
        loading={detail.isLoading}
        error={detail.error}
        overline={BACK}
        noun="payment"
        back={{ href: '/admin/payments', label: 'Back to the payments' }}
      />
    );
  return <PaymentPage payment={data} />;
}

function PaymentPage({ payment: p }: { payment: TAdminPayment & { refunds: TAdminRefund[] | null } }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [refund] = RefundPayment.useMutation();
  const amountId = useId();
  const who = p.workspace ?? 'the workspace';
  const left = p.refundableAmount;

  const openRefund = () => {
    setAmount(left.toFixed(2));
    setAmountError(null);
    setOpen(true);
  };

  const onConfirm = async (password: string) => {
    const parsed = parseRefundAmount(amount, left);
    if ('error' in parsed) {
      setAmountError(parsed.error);
      return false;
    }
    setAmountError(null);
    try {
      return await confirmedAction(
        () => refund({ variables: { input: { paymentId: p.id, amount: parsed.amount, password } } }).unwrap(),
        `${money(parsed.amount, p.currency)} refunded to ${who}`,
      );
    } catch (error) {
      // The amount's own refusal goes beside the amount; the password's to the dialog.
      const field = fieldErrorOf(error);
      if (field?.field === 'amount') {
        setAmountError(field.message);
        return false;
      }
      throw error;
    }
  };

  return (
    <AdminPage
      overline={BACK}
      title={`${money(p.amount, p.currency)} from ${who}`}
      description={<PaymentStatusChips payment={p} />}
      actions={
        left > 0 ? (
          <Button variant="outlined" color="error" onClick={openRefund}>
            Refund
          </Button>
        ) : undefined
      }
    >
      {p.status === 'ERROR' && p.failureMessage && <Alert severity="error">{p.failureMessage}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Payment">
            <Box component="dl" sx={{ m: 0 }}>
              <RecordFact label="Amount">{money(p.amount, p.currency)}</RecordFact>
              <RecordFact label="Refunded">{money(p.refundedAmount, p.currency)}</RecordFact>
              <RecordFact label="Left to refund">{money(left, p.currency)}</RecordFact>
              <RecordFact label="Type">{PAYMENT_TYPE_LABELS[p.type]}</RecordFact>
              <RecordFact label="Description">{p.description || '—'}</RecordFact>
              <RecordFact label="Created">
                <RecordTime iso={p.createdAt} />
              </RecordFact>
              <RecordFact label="Paid">
                <RecordTime iso={p.paidAt} />
              </RecordFact>
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Workspace and plan">
            <Box component="dl" sx={{ m: 0 }}>
              <RecordFact label="Workspace">
                {p.tenantId ? (
                  <Link
                    component={NextLink}
                    href={`/admin/workspaces?q=${encodeURIComponent(p.workspace ?? p.tenantId)}`}
                  >
                    {p.workspace ?? p.tenantId}
                  </Link>
                ) : (
                  '—'
                )}
              </RecordFact>
              {p.tenantId && (
                <RecordFact label="Its payments">
                  <Link component={NextLink} href={`/admin/payments?tenantId=${encodeURIComponent(p.tenantId)}`}>
                    Every payment of {who}
                  </Link>
                </RecordFact>
              )}
              <RecordFact label="Plan">{p.planTitle ?? '—'}</RecordFact>
            </Box>
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Provider">
            <Box component="dl" sx={{ m: 0 }}>
              <RecordFact label="Provider">{p.provider === 'STRIPE' ? 'Stripe' : p.provider}</RecordFact>
              <RecordFact label={p.providerRefType === 'invoice' ? 'Invoice' : 'Reference'}>
                <Box component="span" sx={mono}>
                  {p.providerRefId ?? '—'}
                </Box>
              </RecordFact>
              <RecordFact label="Payment intent">
                <Box component="span" sx={mono}>
                  {p.paymentIntentId ?? '—'}
                </Box>
              </RecordFact>
              <RecordFact label="Payment id">
                <Box component="span" sx={mono}>
                  {p.id}
                </Box>
              </RecordFact>
            </Box>
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Refunds">
            <Refunds refunds={p.refunds} currency={p.currency} />
          </Section>
        </Grid>
      </Grid>
      <ConfirmActionDialog
        open={open}
        title={`Refund ${who}?`}
        confirmLabel="Refund"
        requirePassword
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
        fields={
          <TextField
            id={amountId}
            label="Amount to refund"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountError !== null}
            helperText={amountError ?? `At most ${money(left, p.currency)}, what is left of the payment.`}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">{p.currency === 'GBP' ? '£' : p.currency}</InputAdornment>
                ),
              },
            }}
            fullWidth
            required
            sx={{ mb: 2 }}
          />
        }
      >
        The provider returns the money to the card that paid. This cannot be undone.
      </ConfirmActionDialog>
    </AdminPage>
  );
}

function Refunds({ refunds, currency }: { refunds: TAdminRefund[] | null; currency: string }) {
  if (refunds === null)
    return <Alert severity="warning">The provider could not be reached: its refunds are not shown.</Alert>;
  if (!refunds.length) return <Typography sx={{ color: 'text.secondary' }}>No refunds.</Typography>;
  return (
    <TableRegion aria-label="Refunds table">
      <Table size="small" aria-label="Refunds">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Reference</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {refunds.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RecordTime iso={r.createdAt} />
              </TableCell>
              <TableCell align="right">{money(r.amount, r.currency || currency)}</TableCell>
              <TableCell>{r.status ?? '—'}</TableCell>
              <TableCell sx={{ ...mono, overflowWrap: 'anywhere' }}>{r.id}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
