// The files domain on the S3 backend, against a real S3-compatible server started here (s3rver on a free port), the
// system pointed at it with STORAGE_S3_* (files-suite.ts holds the checks both backends pass).
import { startTestS3, type TestS3 } from '@innov/platform/test-s3';
import { filesSuite } from './files-suite.ts';

let s3: TestS3;
filesSuite({
  backend: 's3',
  start: async () => {
    s3 = await startTestS3('innov-files');
  },
  env: () => s3.env,
  stop: () => s3.stop(),
});
