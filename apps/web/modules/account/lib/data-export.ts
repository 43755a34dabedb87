'use client';
// Export my data (issue 30): the signed-in user's latest export (getMyDataExport) and the request for a new one
// (requestDataExport, which carries this browser's display settings), through the data layer; and what the account
// page's section shows of an export at a given moment (pure, unit-tested).
import type { DataExportState, DataExportStatus, TSettings } from '@innov/contracts';
import { defineFunction } from '../../data/lib/model.ts';

export type TDataExport = DataExportState;

const SELECTION = 'id status createdAt readyAt expiresAt size url nextRequestAt';

export const MyDataExport = defineFunction<TDataExport | null>(
  { name: 'getMyDataExport', kind: 'query', args: {}, selection: SELECTION },
  'userPool',
);

export const RequestDataExport = defineFunction<TDataExport>(
  { name: 'requestDataExport', kind: 'mutation', args: { input: 'RequestDataExportInput' }, selection: SELECTION },
  'userPool',
);

/** The request's variables: the display settings as AWSJSON text. */
export const requestVariables = (settings: TSettings) => ({ input: { displaySettings: JSON.stringify(settings) } });

export interface TDataExportView {
  /** NONE before the first export. */
  status: DataExportStatus | 'NONE';
  /** The download link while the export is READY and unexpired. */
  url: string | null;
  /** Whether a new export may be requested now. */
  canRequest: boolean;
  /** When the next one may be requested, while it may not be yet. */
  nextRequestAt: Date | null;
  /** Whether the page should ask again soon (the export is being made). */
  polling: boolean;
}

/** What the section shows of `state` at `now`: a link past its time is gone, the hour's wait may be over. */
export function dataExportView(state: TDataExport | null | undefined, now: Date): TDataExportView {
  if (!state) return { status: 'NONE', url: null, canRequest: true, nextRequestAt: null, polling: false };
  const expired = state.status === 'READY' && (!state.expiresAt || new Date(state.expiresAt) <= now);
  const status = expired ? 'EXPIRED' : state.status;
  const next = state.nextRequestAt ? new Date(state.nextRequestAt) : null;
  const waiting = next !== null && next > now;
  return {
    status,
    url: status === 'READY' ? state.url : null,
    canRequest: !waiting && status !== 'PENDING',
    nextRequestAt: waiting ? next : null,
    polling: status === 'PENDING',
  };
}
