'use client';
// The campaign's actions menu: for its owners (and workspace admins), editing, publishing a draft, starting the next
// phase (a scheduled campaign opens now), closing, archiving and back, deleting one without ideas; for its
// moderators, the CSV of its ideas (exportCampaignIdeas, saved as a file) and publishing the results once closed.
// Whatever cannot be undone, or tells people, asks first.
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import SkipNextOutlinedIcon from '@mui/icons-material/SkipNextOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRouter } from 'next/navigation';
import { type ReactNode, useId, useState } from 'react';
import { CAMPAIGNS_HREF } from '../../dashboard/lib/navigation.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import {
  AdvanceCampaignPhase,
  ArchiveCampaign,
  type Campaign,
  CloseCampaign,
  DeleteCampaign,
  ExportCampaignIdeas,
  editCampaignHref,
  PublishCampaign,
} from '../lib/campaign-api.ts';
import { currentPhase } from '../lib/campaign-list.ts';
import { ownerActions } from '../lib/campaign-page.ts';
import { phaseTitle } from '../lib/campaign-phases.ts';
import { PublishResultsDialog } from './campaign-results.tsx';

type TConfirm = 'publish' | 'advance' | 'close' | 'archive' | 'delete';

/** Saves `text` as a file named `fileName` (a CSV the server made), without leaving the page. */
function saveFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CampaignPageActions({ campaign, writable }: { campaign: Campaign; writable: boolean }) {
  const call = useCall();
  const router = useRouter();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState<TConfirm | null>(null);
  const [resultsOpen, setResultsOpen] = useState(false);
  const [publish] = PublishCampaign.useMutation();
  const [advance] = AdvanceCampaignPhase.useMutation();
  const [close] = CloseCampaign.useMutation();
  const [archive, archiving] = ArchiveCampaign.useMutation();
  const [remove] = DeleteCampaign.useMutation();
  const [exportIdeas, exporting] = ExportCampaignIdeas.useMutation();

  const actions = writable ? ownerActions(campaign) : [];
  const canExport = campaign.canModerate && campaign.status !== 'DRAFT';
  const canPublishResults =
    writable && campaign.canModerate && (campaign.status === 'CLOSED' || campaign.status === 'ARCHIVED');
  if (actions.length === 0 && !canExport && !canPublishResults) return null;

  const phase = currentPhase(campaign);
  const next = campaign.status === 'SCHEDULED' ? campaign.phases[0] : campaign.phases[(campaign.activePhase ?? -1) + 1];
  const done = (success: string) => ({ progress: true, success });
  const id = { variables: { input: { id: campaign.id } } };
  const pick = (what: () => void) => () => {
    setAnchor(null);
    what();
  };
  const item = (key: string, icon: ReactNode, label: string, onClick: () => void, danger = false) => (
    <MenuItem key={key} onClick={pick(onClick)} sx={danger ? { color: 'error.main' } : undefined}>
      <ListItemIcon sx={danger ? { color: 'error.main' } : undefined}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  const downloadCsv = async () => {
    const file = await call(() => exportIdeas({ variables: { campaignId: campaign.id } }).unwrap(), {
      progress: true,
    });
    if (file) saveFile(file.fileName, file.csv, 'text/csv;charset=utf-8');
  };

  const items: ReactNode[] = [];
  for (const action of actions) {
    if (action === 'edit')
      items.push(
        item('edit', <EditOutlinedIcon fontSize="small" />, 'Edit campaign', () =>
          router.push(editCampaignHref(campaign.id)),
        ),
      );
    if (action === 'publish')
      items.push(item('publish', <PublishOutlinedIcon fontSize="small" />, 'Publish…', () => setConfirm('publish')));
    if (action === 'advance')
      items.push(
        item(
          'advance',
          <SkipNextOutlinedIcon fontSize="small" />,
          campaign.status === 'SCHEDULED' ? 'Open now…' : 'Start next phase…',
          () => setConfirm('advance'),
        ),
      );
    if (action === 'close')
      items.push(item('close', <LockOutlinedIcon fontSize="small" />, 'Close campaign…', () => setConfirm('close')));
    if (action === 'archive')
      items.push(item('archive', <ArchiveOutlinedIcon fontSize="small" />, 'Archive…', () => setConfirm('archive')));
    if (action === 'unarchive')
      items.push(
        item(
          'unarchive',
          <UnarchiveOutlinedIcon fontSize="small" />,
          'Bring back from the archive',
          () =>
            void call(
              () => archive({ variables: { input: { id: campaign.id, archived: false } } }).unwrap(),
              done('Campaign restored'),
            ),
        ),
      );
  }
  if (canPublishResults)
    items.push(
      item(
        'results',
        <EmojiEventsOutlinedIcon fontSize="small" />,
        campaign.results ? 'Edit results…' : 'Publish results…',
        () => setResultsOpen(true),
      ),
    );
  if (canExport)
    items.push(
      item('export', <DownloadOutlinedIcon fontSize="small" />, 'Export ideas (CSV)', () => void downloadCsv()),
    );
  if (actions.includes('delete')) {
    items.push(<Divider key="divider" />);
    items.push(item('delete', <DeleteOutlineIcon fontSize="small" />, 'Delete…', () => setConfirm('delete'), true));
  }

  const shut = () => setConfirm(null);
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        color="inherit"
        endIcon={<MoreVertIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        loading={exporting.isLoading || archiving.isLoading}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="campaign-actions"
      >
        Actions
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items}
      </Menu>
      <ConfirmDialog
        open={confirm === 'publish'}
        title="Publish this campaign?"
        confirmLabel="Publish"
        onClose={shut}
        onConfirm={async () => Boolean(await call(() => publish(id).unwrap(), done('Campaign published')))}
      >
        Its audience can see it from now on. It opens when its first phase starts, and everyone in its audience is told
        then. A published campaign cannot go back to draft.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'advance'}
        title={campaign.status === 'SCHEDULED' ? 'Open the campaign now?' : 'Start the next phase now?'}
        confirmLabel={campaign.status === 'SCHEDULED' ? 'Open now' : 'Start next phase'}
        onClose={shut}
        onConfirm={async () =>
          Boolean(
            await call(() => advance(id).unwrap(), done(next ? `${phaseTitle(next)} has started` : 'Phase started')),
          )
        }
      >
        {campaign.status === 'SCHEDULED'
          ? `${next ? phaseTitle(next) : 'The first phase'} starts now instead of on its date, and the campaign’s audience is told.`
          : `${phase ? phaseTitle(phase) : 'The current phase'} ends now and ${next ? phaseTitle(next) : 'the next phase'} starts; participants are told. This cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'close'}
        title="Close the campaign now?"
        confirmLabel="Close campaign"
        tone="danger"
        onClose={shut}
        onConfirm={async () => Boolean(await call(() => close(id).unwrap(), done('Campaign closed')))}
      >
        Every remaining phase ends now: no more ideas, votes or comments. Its ideas stay, and you can publish the
        results. A closed campaign cannot open again.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'archive'}
        title="Archive this campaign?"
        confirmLabel="Archive"
        onClose={shut}
        onConfirm={async () =>
          Boolean(
            await call(
              () => archive({ variables: { input: { id: campaign.id, archived: true } } }).unwrap(),
              done('Campaign archived'),
            ),
          )
        }
      >
        It leaves the campaigns list (the Archived filter still shows it) and cannot change until it is brought back.
        Its ideas and results stay.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete this campaign?"
        confirmLabel="Delete campaign"
        tone="danger"
        onClose={shut}
        onConfirm={async () => {
          const deleted = await call(() => remove(id).unwrap(), done('Campaign deleted'));
          if (deleted) router.push(CAMPAIGNS_HREF);
          return Boolean(deleted);
        }}
      >
        “{campaign.title}”, its phases and its settings are deleted for everyone. This cannot be undone.
      </ConfirmDialog>
      {canPublishResults ? (
        <PublishResultsDialog campaign={campaign} open={resultsOpen} onClose={() => setResultsOpen(false)} />
      ) : null}
    </>
  );
}
