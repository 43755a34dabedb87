import { describe, expect, it } from 'vitest';
import { dataApi } from '../../data/lib/api.ts';
import { makeStore } from '../../data/lib/store.ts';
import { FileUrlQuery } from './files-api.ts';
import { ProfilePictureQuery, profilePictureEntries } from './profile-picture-api.ts';
import { browserUsableUrl, TOP_BAR_AVATAR_WIDTH } from './profile-picture-spec.ts';

const key = 'private/eu-west-2:abc/images/f1/w256.webp';
const profile = {
  id: 'alice',
  picture: { bucket: 'local', region: 'eu-west-2', key, protectedIdentityId: 'eu-west-2:abc' },
};
const answer = { key, url: '/files/o/private/x/w64.webp?X-Signature=1', expiresAt: '2026-11-26T01:00:00.000Z' };

describe('profilePictureEntries', () => {
  it('fills the very cache entries the top bar’s hooks read (useProfilePicture, useFileUrl)', () => {
    const store = makeStore();
    store.dispatch(
      dataApi.util.upsertQueryEntries(profilePictureEntries('alice', profile, { width: TOP_BAR_AVATAR_WIDTH, answer })),
    );
    const state = store.getState();
    const picture = dataApi.endpoints.callQuery.select(ProfilePictureQuery.arg({ variables: { id: 'alice' } }))(state);
    expect(picture.data).toEqual(profile);
    // As use-file-url.ts asks: `download` undefined unless a download link is wanted.
    const link = dataApi.endpoints.callQuery.select(
      FileUrlQuery.arg({ variables: { input: { key, width: TOP_BAR_AVATAR_WIDTH, download: undefined } } }),
    )(state);
    expect(link.data).toEqual(answer);
  });

  it('knows a profile without a picture, and nothing without a profile', () => {
    expect(profilePictureEntries('alice', { id: 'alice', picture: null }, null)).toHaveLength(1);
    expect(profilePictureEntries('alice', null, null)).toEqual([]);
  });
});

describe('browserUsableUrl', () => {
  it('makes a link signed for the loopback a path on this server', () => {
    const origins = ['http://127.0.0.1:3301', 'http://localhost:3301/'];
    expect(browserUsableUrl('http://127.0.0.1:3301/files/o/k?X-Signature=a', origins)).toBe('/files/o/k?X-Signature=a');
    // Signed for the public origin: the browser may be on the loopback address, so the path serves it too.
    expect(browserUsableUrl('http://localhost:3301/files/o/k?X-Signature=a', origins)).toBe('/files/o/k?X-Signature=a');
  });

  it('keeps an object store’s link, and nothing as nothing', () => {
    const s3 = 'https://bucket.s3.eu-west-2.amazonaws.com/k?X-Amz-Signature=a';
    expect(browserUsableUrl(s3, ['http://127.0.0.1:3301', undefined])).toBe(s3);
    expect(browserUsableUrl(null, ['http://127.0.0.1:3301'])).toBeNull();
  });
});
