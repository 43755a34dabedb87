import { FILE_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { grantHeaders, putFailureMessage, uploadErrorMessage, uploadFile } from './files-api.ts';

describe('grantHeaders', () => {
  it('reads the AWSJSON text of a grant', () => {
    expect(grantHeaders('{"Content-Type":"image/png"}')).toEqual({ 'Content-Type': 'image/png' });
    expect(grantHeaders({ 'Content-Type': 'image/png', n: 1 })).toEqual({ 'Content-Type': 'image/png' });
    expect(grantHeaders('not json')).toEqual({});
    expect(grantHeaders(null)).toEqual({});
  });
});

describe('putFailureMessage', () => {
  it('shows our store’s own message', () => {
    expect(putFailureMessage(403, JSON.stringify({ message: FILE_MESSAGES.linkExpired }))).toBe(
      FILE_MESSAGES.linkExpired,
    );
  });

  it('reads an S3 store’s XML', () => {
    const expired = '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
    expect(putFailureMessage(403, expired)).toBe(FILE_MESSAGES.notUploaded);
    expect(putFailureMessage(400, '<Error><Code>EntityTooLarge</Code></Error>')).toBe(FILE_MESSAGES.sizeMismatch);
  });

  it('says what happened otherwise', () => {
    expect(putFailureMessage(0, '')).toMatch(/could not reach the server/);
    expect(putFailureMessage(502, '<html>')).toBe('The upload failed (502). Try again.');
  });
});

describe('uploadErrorMessage', () => {
  it('drops the field path of a ValidationError', () => {
    const error = {
      name: 'DataCallError',
      message: `input.fileName: ${FILE_MESSAGES.badName}`,
      errors: [{ message: `input.fileName: ${FILE_MESSAGES.badName}`, errorType: 'ValidationError' }],
    };
    expect(uploadErrorMessage(error)).toBe(FILE_MESSAGES.badName);
  });
});

describe('uploadFile', () => {
  it('refuses before any request what the purpose does not take', async () => {
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await expect(uploadFile(file, { purpose: 'AVATAR', fileName: 'cv.pdf' })).rejects.toThrow(
      FILE_MESSAGES.typeNotAllowed('AVATAR'),
    );
    await expect(
      uploadFile(new Blob([], { type: 'image/png' }), { purpose: 'LOGO', fileName: 'a.png' }),
    ).rejects.toThrow(FILE_MESSAGES.empty);
  });
});
