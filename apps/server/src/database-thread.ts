import { servePgliteThread } from './db/pglite-worker.ts';
import { SUBMIT_UNIT, submitUnit } from './features/participation/submission-unit.ts';

// The embedded database's thread in the built server (bundled as dist/pglite-worker.js, started by
// db/pglite-thread.ts): the database layer with the units of work the app runs there, registered here,
// where the app is composed, so db/ knows no feature.
servePgliteThread({ [SUBMIT_UNIT]: submitUnit });
