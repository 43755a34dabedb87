// The files domain on the default backend, the local disk under DATA_DIR/files with our own signed URLs
// (files-suite.ts holds the checks both backends pass).
import { filesSuite } from './files-suite.ts';

filesSuite({ backend: 'disk' });
