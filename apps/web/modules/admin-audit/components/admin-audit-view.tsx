'use client';
// /admin/audit: every audited change, newest first: when, who (name and e-mail; platform admins see the actor of
// every change, an anonymous idea's too), what, to which record, in which workspace, from which address, and the
// details in a line. Filters by actor (e-mail or id), action, target (`Model:id`, or `Model:` for a whole model) and
// dates, in the URL like every back-office list; an entry's action or target narrows the list to it in one click.
// CSV export of what the filters select.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { type TAdminListHandle, useAdminList } from '../../admin/lib/use-admin-list.ts';
import { AdminAuditQuery, type TAuditEntry } from '../lib/admin-audit.ts';
import { actorLabel, auditTime, shortTarget, targetModel } from '../lib/audit-format.ts';

const code = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;
const secondary = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' } as const;

export function AdminAuditView() {
  const list = useAdminList('audit', AdminAuditQuery);

  const columns: TAdminColumn<TAuditEntry>[] = [
    {
      key: 'when',
      label: 'When, from where',
      sortKey: 'createdAt',
      nowrap: true,
      render: (e) => (
        <>
          <Box component="time" dateTime={e.createdAt}>
            {auditTime(e.createdAt)}
          </Box>
          {e.ip && <Box sx={{ ...secondary, ...code }}>{e.ip}</Box>}
        </>
      ),
    },
    {
      key: 'actor',
      label: 'Actor',
      minWidth: 170,
      render: (e) => {
        const who = actorLabel(e);
        return (
          <>
            {who.primary}
            {who.secondary && (
              <Box component="span" sx={secondary}>
                {who.secondary}
              </Box>
            )}
          </>
        );
      },
    },
    {
      key: 'action',
      label: 'Action',
      nowrap: true,
      render: (e) => (
        <Link
          component="button"
          type="button"
          onClick={() => list.setFilter('action', e.action)}
          aria-label={`Show only ${e.action}`}
          sx={{ ...code, textAlign: 'left' }}
        >
          {e.action}
        </Link>
      ),
    },
    {
      key: 'target',
      label: 'Target, workspace',
      minWidth: 200,
      render: (e) => (
        <>
          {e.target ? (
            <Link
              component="button"
              type="button"
              onClick={() => list.setFilter('target', e.target)}
              aria-label={`Show only changes to ${e.target}`}
              title={e.target}
              sx={{ ...code, textAlign: 'left', whiteSpace: 'nowrap' }}
            >
              {shortTarget(e.target)}
            </Link>
          ) : (
            '—'
          )}
          {e.workspace && <Box sx={secondary}>{e.workspace}</Box>}
        </>
      ),
    },
    {
      key: 'details',
      label: 'Details',
      minWidth: 220,
      render: (e) =>
        e.summary ? (
          <Tooltip title={<Box sx={{ ...code, whiteSpace: 'pre-wrap' }}>{pretty(e.details)}</Box>}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {e.summary}
            </Typography>
          </Tooltip>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <AdminPage
      title="Audit log"
      description="Every change made through the platform: who made it, when, to what and from where."
    >
      <AuditFilters list={list} />
      <AdminListToolbar list={list} searchPlaceholder="Action, target, name or e-mail" />
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(e) => e.id}
        label="Audit log"
        phone="scroll"
        emptyText="Nothing has been recorded yet."
        filteredEmptyText="No change matches these filters."
      />
    </AdminPage>
  );
}

function pretty(details: string): string {
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

const TEXT_FILTERS = [
  { key: 'actor', label: 'Actor', placeholder: 'E-mail or user id' },
  { key: 'action', label: 'Action', placeholder: 'e.g. reviewWorkspace' },
  { key: 'target', label: 'Target', placeholder: 'e.g. Tenant: or Tenant:<id>' },
] as const;

/** The audit log's own filters: free text and dates, written to the URL when typing ends (Enter or leaving). */
function AuditFilters({ list }: { list: TAdminListHandle<TAuditEntry> }) {
  const { filters } = list.state;
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  // The URL changed from elsewhere (a click on an action, "Clear", back): the fields follow.
  useEffect(() => setDraft(filters), [filters]);
  const commit = (name: string) => {
    const value = (draft[name] ?? '').trim();
    if (value !== (filters[name] ?? '')) list.setFilter(name, value || null);
  };
  const onEnter = (name: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') commit(name);
  };
  const target = filters.target;

  return (
    <Stack
      component="fieldset"
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 1.5, border: 0, p: 0, m: 0, flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
      <Box component="legend" sx={visuallyHidden}>
        Filters
      </Box>
      {TEXT_FILTERS.map((f) => (
        <TextField
          key={f.key}
          size="small"
          label={f.label}
          placeholder={f.placeholder}
          value={draft[f.key] ?? ''}
          onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
          onBlur={() => commit(f.key)}
          onKeyDown={onEnter(f.key)}
          sx={{ width: { xs: '100%', md: 220 } }}
          slotProps={{ htmlInput: { maxLength: f.key === 'actor' ? 320 : 300 } }}
        />
      ))}
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          type="date"
          size="small"
          label={name === 'from' ? 'From' : 'To'}
          value={filters[name] ?? ''}
          onChange={(e) => list.setFilter(name, e.target.value || null)}
          sx={{ width: { xs: '100%', md: 170 } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {target && !target.endsWith(':') && (
        <Button size="small" onClick={() => list.setFilter('target', targetModel(target))}>
          Every {targetModel(target).slice(0, -1)}
        </Button>
      )}
    </Stack>
  );
}
