'use client';
// A campaign's results: once published, the announcement (Markdown, rendered safely) and the selected ideas, for
// everyone who sees the campaign. Its moderators publish them once it has closed (publishCampaignResults: the
// ideas picked among its board's, most voted first, and the announcement; participants are told the first time)
// and may edit them later (nobody is told again).
import { CAMPAIGN_LIMITS } from '@innov/contracts';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { useCall } from '../../data/lib/use-call.ts';
import { FormCheckboxGroup } from '../../forms/components/form-checkbox-group.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { IdeaListRow } from '../../ideas/components/idea-card.tsx';
import { plural, TimeAgo } from '../../ideas/components/idea-parts.tsx';
import { IdeaList } from '../../ideas/lib/board-api.ts';
import { Markdown } from '../../resources/components/markdown.tsx';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import { type Campaign, PublishCampaignResults } from '../lib/campaign-api.ts';

/** The results form: the announcement and the ideas selected, in the contract's limits. */
export const ZCampaignResultsForm = z.object({
  announcement: z
    .string()
    .trim()
    .min(1, 'write the announcement')
    .max(CAMPAIGN_LIMITS.announcement, `at most ${CAMPAIGN_LIMITS.announcement} characters`),
  ideaIds: z
    .array(z.string())
    .max(CAMPAIGN_LIMITS.resultsIdeas, `choose at most ${CAMPAIGN_LIMITS.resultsIdeas} ideas`),
});

export function PublishResultsDialog({
  campaign,
  open,
  onClose,
}: {
  campaign: Campaign;
  open: boolean;
  onClose(): void;
}) {
  const call = useCall();
  const [publish] = PublishCampaignResults.useMutation();
  const announcementId = useId();
  const start = {
    announcement: campaign.results?.announcement ?? '',
    ideaIds: campaign.results?.ideas.map((i) => i.id) ?? [],
  };
  const form = useZodForm(ZCampaignResultsForm, start);
  const { reset } = form;
  // A dialog opened again starts from the published results.
  useEffect(() => {
    if (open) reset(start);
  }, [open, reset]);
  const ideas = IdeaList.useQuery(
    { variables: { campaignId: campaign.id, sort: 'MOST_VOTED', limit: CAMPAIGN_LIMITS.resultsIdeas } },
    { skip: !open },
  );
  const options = (ideas.data?.items ?? []).map((i) => ({
    value: i.id,
    label: `${i.title} (${plural(i.voteCount, 'vote')})`,
  }));
  const again = Boolean(campaign.results);
  const submit = form.handleSubmit(async (values) => {
    const done = await call(() => publish({ variables: { input: { campaignId: campaign.id, ...values } } }).unwrap(), {
      progress: true,
      success: again ? 'Results updated' : 'Results published',
      onError: (error) => setServerFieldError(form, error),
    });
    if (done) onClose();
  });
  return (
    <QuestionDialog
      open={open}
      title={again ? 'Edit the results' : 'Publish the results'}
      text={
        again
          ? 'Everyone who sees the campaign reads the new version; nobody is notified again.'
          : 'Everyone who sees the campaign can read them, and its participants are notified. Selected ideas move to the Selected stage.'
      }
      actionLabel={again ? 'Save results' : 'Publish results'}
      busy={form.formState.isSubmitting}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack sx={{ gap: 3 }}>
        <FormTextField
          control={form.control}
          name="announcement"
          id={announcementId}
          label="Announcement"
          helperText="What was decided and what happens next. Markdown: **bold**, lists, links."
          multiline
          minRows={5}
          fullWidth
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.announcement } }}
        />
        {ideas.isLoading ? (
          <Skeleton variant="rounded" height={120} />
        ) : options.length ? (
          <Box sx={{ maxHeight: 280, overflowY: 'auto' }}>
            <FormCheckboxGroup
              control={form.control}
              name="ideaIds"
              legend="Selected ideas"
              options={options}
              row={false}
              helperText={`Ideas of the campaign’s board, most voted first (up to ${CAMPAIGN_LIMITS.resultsIdeas}).`}
            />
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The campaign’s board has no ideas to select; the announcement can stand alone.
          </Typography>
        )}
      </Stack>
    </QuestionDialog>
  );
}

export function CampaignResults({ campaign, writable }: { campaign: Campaign; writable: boolean }) {
  const [open, setOpen] = useState(false);
  const { results } = campaign;
  const canPublish =
    writable && campaign.canModerate && (campaign.status === 'CLOSED' || campaign.status === 'ARCHIVED');
  const publishButton = canPublish ? (
    <Button
      variant={results ? 'outlined' : 'contained'}
      onClick={() => setOpen(true)}
      data-testid="publish-results"
      sx={{ alignSelf: 'flex-start' }}
    >
      {results ? 'Edit the results' : 'Publish results'}
    </Button>
  ) : null;
  return (
    <Stack sx={{ gap: 3 }}>
      {results ? (
        <>
          <Card
            variant="outlined"
            component="section"
            aria-labelledby="results-announcement"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack sx={{ gap: 1.5 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <EmojiEventsOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
                <Typography id="results-announcement" variant="h6" component="h2">
                  Announcement
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  published <TimeAgo iso={results.publishedAt} inSentence />
                </Typography>
              </Stack>
              <Box data-testid="results-announcement">
                <Markdown source={results.announcement} headingLevel={3} />
              </Box>
              {publishButton}
            </Stack>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="results-ideas">
            <Typography id="results-ideas" variant="h6" component="h2" sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1 }}>
              Selected ideas
            </Typography>
            {results.ideas.length ? (
              <Box
                component="ul"
                aria-labelledby="results-ideas"
                sx={{ listStyle: 'none', m: 0, p: 0, '& > li': { borderTop: 1, borderColor: 'divider' } }}
                data-testid="results-ideas"
              >
                {results.ideas.map((idea) => (
                  <IdeaListRow
                    key={idea.id}
                    idea={idea}
                    selectable={false}
                    selected={false}
                    onSelect={() => {}}
                    hideCampaign
                  />
                ))}
              </Box>
            ) : (
              <Typography sx={{ color: 'text.secondary', px: { xs: 2, sm: 2.5 }, pb: 2 }}>
                No idea was selected.
              </Typography>
            )}
          </Card>
        </>
      ) : (
        <Card variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
            <EmojiEventsOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'text.secondary' }} />
            <Typography variant="h6" component="h2">
              {canPublish ? 'Ready for the results' : 'No results yet'}
            </Typography>
            <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
              {canPublish
                ? 'The campaign has closed. Publish its results: the ideas you select and an announcement. Its participants are notified.'
                : campaign.status === 'CLOSED' || campaign.status === 'ARCHIVED'
                  ? 'The campaign has closed; its moderators have not published results yet.'
                  : 'The selected ideas and the announcement appear here once the campaign has closed.'}
            </Typography>
            {publishButton ? <Box sx={{ mt: 1 }}>{publishButton}</Box> : null}
          </Stack>
        </Card>
      )}
      {canPublish ? <PublishResultsDialog campaign={campaign} open={open} onClose={() => setOpen(false)} /> : null}
    </Stack>
  );
}
