'use client';
// "Load more" under a paged list (a usePages result): fetches the next page, and waits while it comes. The
// caller shows it while `hasNextPage` and places it.
import Button, { type ButtonProps } from '@mui/material/Button';

export interface TPagedList {
  isFetchingNextPage?: boolean;
  fetchNextPage(): unknown;
}

export function LoadMoreButton({
  pages,
  ...props
}: { pages: TPagedList } & Pick<ButtonProps, 'variant' | 'size' | 'sx'>) {
  return (
    <Button {...props} loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      Load more
    </Button>
  );
}
