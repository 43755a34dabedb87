import { FILE_LIMITS, FILE_MESSAGES, FILE_RULES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, precheckFile, uploadNameOf } from './file-checks.ts';

const MB = 1024 * 1024;

describe('precheckFile', () => {
  it('accepts an image within the avatar limit', () => {
    expect(precheckFile({ name: 'me.png', type: 'image/png', size: 200_000 }, 'AVATAR')).toBeNull();
  });

  it('refuses a file over the purpose limit with the service’s words', () => {
    const size = FILE_RULES.AVATAR.maxBytes + 1;
    expect(precheckFile({ name: 'me.jpg', type: 'image/jpeg', size }, 'AVATAR')).toBe(FILE_MESSAGES.tooLarge('AVATAR'));
    expect(FILE_MESSAGES.tooLarge('AVATAR')).toBe('The file is too large: at most 5 MB.');
    // The same size is fine as an attachment (50 MB).
    expect(precheckFile({ name: 'me.jpg', type: 'image/jpeg', size }, 'ATTACHMENT')).toBeNull();
    expect(precheckFile({ name: 'big.pdf', type: 'application/pdf', size: 50 * MB + 1 }, 'ATTACHMENT')).toBe(
      FILE_MESSAGES.tooLarge('ATTACHMENT'),
    );
  });

  it('leaves the size of a file to be cropped to the check of what is sent', () => {
    const photo = { name: 'photo.jpg', type: 'image/jpeg', size: 12 * MB };
    expect(precheckFile(photo, 'AVATAR', { beforePrepare: true })).toBeNull();
    expect(precheckFile(photo, 'AVATAR')).toBe(FILE_MESSAGES.tooLarge('AVATAR'));
    expect(precheckFile({ ...photo, type: 'application/pdf' }, 'AVATAR', { beforePrepare: true })).toBe(
      FILE_MESSAGES.typeNotAllowed('AVATAR'),
    );
  });

  it('refuses a type the purpose does not take', () => {
    expect(precheckFile({ name: 'cv.pdf', type: 'application/pdf', size: 10 }, 'AVATAR')).toBe(
      FILE_MESSAGES.typeNotAllowed('AVATAR'),
    );
    expect(precheckFile({ name: 'x.svg', type: 'image/svg+xml', size: 10 }, 'LOGO')).toBe(
      FILE_MESSAGES.typeNotAllowed('LOGO'),
    );
    expect(precheckFile({ name: 'cv.pdf', type: 'application/pdf', size: 10 }, 'ATTACHMENT')).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(precheckFile({ name: 'a.png', type: 'image/png', size: 0 }, 'LOGO')).toBe(FILE_MESSAGES.empty);
  });

  it('refuses a name with control characters or a path', () => {
    expect(precheckFile({ name: 'a\u0000.png', type: 'image/png', size: 5 }, 'LOGO')).toBe(FILE_MESSAGES.badName);
    expect(precheckFile({ name: '../a.png', type: 'image/png', size: 5 }, 'LOGO')).toBe(FILE_MESSAGES.badName);
    expect(precheckFile({ name: 'a\\b.png', type: 'image/png', size: 5 }, 'LOGO')).toBe(FILE_MESSAGES.badName);
    // The data service's rule (contracts' isSafeFileName): a drive is a path too.
    expect(precheckFile({ name: 'C:a.png', type: 'image/png', size: 5 }, 'LOGO')).toBe(FILE_MESSAGES.badName);
  });

  it('names a file the browser left untyped by its extension', () => {
    expect(precheckFile({ name: 'data.csv', type: '', size: 5 }, 'ATTACHMENT')).toBeNull();
    expect(precheckFile({ name: 'photo.AVIF', type: '', size: 5 }, 'AVATAR')).toBeNull();
    expect(precheckFile({ name: 'mystery', type: '', size: 5 }, 'ATTACHMENT')).toBe(
      FILE_MESSAGES.typeNotAllowed('ATTACHMENT'),
    );
  });
});

describe('contentTypeOf', () => {
  it('spells common aliases the standard way', () => {
    expect(contentTypeOf({ name: 'a.jpg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'a.zip', type: 'application/x-zip-compressed' })).toBe('application/zip');
    expect(contentTypeOf({ name: 'a.txt', type: 'text/plain;charset=utf-8' })).toBe('text/plain');
    expect(contentTypeOf({ name: 'a.pdf', type: 'application/octet-stream' })).toBe('application/pdf');
  });
});

describe('uploadNameOf', () => {
  it('keeps an ordinary name, names an unnamed file, cuts a long one keeping its extension', () => {
    expect(uploadNameOf('Report 2026.pdf')).toBe('Report 2026.pdf');
    expect(uploadNameOf('  ', 'image.png')).toBe('image.png');
    const long = uploadNameOf(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(FILE_LIMITS.fileName);
    expect(long?.endsWith('.docx')).toBe(true);
    expect(uploadNameOf('..')).toBeNull();
  });
});
