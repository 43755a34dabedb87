'use client';
// Downloading a stored file on demand: a fresh signed link with `Content-Disposition: attachment` and the file's
// original name (getFileUrl with download), opened in place, so the browser saves it and the page stays. A link
// is asked for only when a person clicks, so a page of attachments costs no links until then.
import { useCallback } from 'react';
import { dataApi } from '../../data/lib/api.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { type FileUrl, FileUrlQuery } from '../../files/lib/files-api.ts';

export function useFileDownload() {
  const [fetchUrl] = dataApi.useLazyCallQueryQuery();
  const call = useCall();
  return useCallback(
    async (key: string) => {
      const answer = await call(async () => {
        const link = (await fetchUrl(
          FileUrlQuery.arg({ variables: { input: { key, download: true } } }),
        ).unwrap()) as FileUrl | null;
        if (!link?.url) throw new Error('This file is no longer available.');
        return link.url;
      });
      if (answer) window.location.assign(answer);
    },
    [fetchUrl, call],
  );
}
