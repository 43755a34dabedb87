'use client';
// The join link: when on, anyone with an e-mail address at one of the listed domains can ask to join by it and
// waits for an owner's or admin's approval. Owners turn it on or off, list the domains (each must be the domain
// of an owner's e-mail, never a public mail service: the server checks and says which one is refused) and make
// a new link (the old one stops working); admins see and copy it.
import { emailDomain, joinDomainProblem } from '@innov/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { SectionCard } from '../../account/components/section-card.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { setServerError, setServerFieldError } from '../../forms/lib/server-error.ts';
import { useServerValues, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useWorkspace } from '../lib/use-workspace.ts';
import { GetJoinLink, type JoinLink, UpdateJoinLink } from '../lib/workspace-api.ts';
import { joinLinkUrl } from '../lib/workspace-format.ts';

const ZJoinLinkForm = z
  .object({
    enabled: z.boolean(),
    domains: z.array(z.string().trim().toLowerCase()),
  })
  .superRefine((v, ctx) => {
    const problem = v.domains.map(joinDomainProblem).find(Boolean);
    if (problem) ctx.addIssue({ code: 'custom', path: ['domains'], message: problem });
    if (v.enabled && v.domains.length === 0)
      ctx.addIssue({ code: 'custom', path: ['domains'], message: 'List at least one domain' });
  });

export function JoinLinkSection() {
  const { role, user, active } = useWorkspace();
  const owner = role === 'owner';
  const { data: link, isLoading } = GetJoinLink.useQuery();
  const [update] = UpdateJoinLink.useMutation();
  const call = useCall();
  const form = useZodForm(ZJoinLinkForm, { enabled: false, domains: [] });
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  useServerValues(
    form,
    useMemo(() => (link ? { enabled: link.enabled, domains: link.domains } : null), [link]),
  );
  const suggestion = user?.email ? emailDomain(user.email) : '';

  async function save(values: z.output<typeof ZJoinLinkForm>, regenerate = false): Promise<JoinLink | undefined> {
    return call(
      () => update({ variables: { input: { enabled: values.enabled, domains: values.domains, regenerate } } }).unwrap(),
      {
        progress: true,
        success: regenerate ? 'A new join link is ready; the old one no longer works' : 'Join link saved',
        onError: (error) => {
          if (!setServerFieldError(form, error)) setServerError(form, (error as Error).message);
        },
      },
    ) as Promise<JoinLink | undefined>;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    await save(values);
  });
  const url = link?.enabled && link.token && origin ? joinLinkUrl(origin, link.token) : null;

  return (
    <SectionCard
      id="join-link"
      title="Join link"
      description="Let colleagues with a company e-mail address ask to join. They wait for an owner or admin to approve them."
    >
      {isLoading ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Join link settings">
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    disabled={!owner || !active}
                  />
                }
                label="Anyone at these domains can ask to join"
              />
            )}
          />
          <Controller
            control={form.control}
            name="domains"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                freeSolo
                autoSelect
                options={suggestion && !joinDomainProblem(suggestion) ? [suggestion] : []}
                value={field.value}
                onChange={(_e, value) => field.onChange(value.map((v) => v.trim().toLowerCase()).filter(Boolean))}
                disabled={!owner || !active}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    inputRef={field.ref}
                    label="E-mail domains"
                    sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
                    placeholder={field.value.length ? '' : suggestion || 'example.com'}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      'Press Enter after each domain. Each must be the domain of an owner’s e-mail address.'
                    }
                  />
                )}
                sx={{ mt: 2, maxWidth: 560 }}
              />
            )}
          />
          <FormServerError control={form.control} sx={{ mt: 2 }} />
          {url && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ mt: 2, gap: 1, alignItems: { sm: 'center' }, maxWidth: 720 }}
            >
              <TextField
                label="Link"
                value={url}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'join-link-url' } }}
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon aria-hidden />}
                sx={{ flexShrink: 0 }}
                onClick={() =>
                  void navigator.clipboard.writeText(url).then(
                    () => toast.success('Join link copied'),
                    () => toast.error('The link could not be copied. Select it and copy it yourself.'),
                  )
                }
              >
                Copy link
              </Button>
            </Stack>
          )}
          {owner ? (
            <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={!active}>
                Save join link
              </Button>
              {link?.enabled && (
                <Button
                  color="inherit"
                  disabled={!active}
                  onClick={() => void form.handleSubmit((values) => save(values, true).then(() => undefined))()}
                >
                  Make a new link
                </Button>
              )}
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              {link?.enabled ? 'Owners change the join link.' : 'The join link is off. Owners can turn it on.'}
            </Typography>
          )}
        </Box>
      )}
    </SectionCard>
  );
}
