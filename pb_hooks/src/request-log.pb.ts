// The request log's bounds (issue 26, item 1; lib/requestLog.ts): each row PocketBase's logger
// writes into auxiliary.db passes admitLogRow first (texts cut to bytes, rows per client address,
// app message, hour and window between trims capped); a cron trims the table every minute and
// writes the summaries of what was left out.
import type * as RequestLog from './lib/requestLog';

onModelCreate((e) => {
  const lib = require(`${__hooks}/lib/requestLog.js`) as typeof RequestLog;
  let admitted = true;
  try {
    admitted = lib.admitLogRow(e.app, e.model as core.Log);
  } catch (err) {
    // note: not logged through the logger: that would come back here.
    console.error('request log: a row could not be checked', String(err));
  }
  // note: without e.next() the row is not written, and the batch goes on with the next one.
  if (admitted) e.next();
}, '_logs');

cronAdd('site-request-log', '* * * * *', () => {
  const lib = require(`${__hooks}/lib/requestLog.js`) as typeof RequestLog;
  // note: the trim first: the summaries written after it count in the window it starts.
  lib.trim($app);
  lib.summarise($app);
});

export {};
