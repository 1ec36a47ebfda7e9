/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 38, item 3: a revoked account's token stayed valid for days, so the rate limits for
// guests (quote requests, registrations) skipped it and it could still mint file tokens. The
// hooks now give an account a new token key when it loses its approval (lib/accounts.ts
// markRevoked); this ends the tokens of accounts revoked before, and of any account not
// approved. No down step: old keys are not kept.

migrate((app) => {
  const pending = app.findRecordsByFilter('users', 'approved = false', '', 0, 0);
  for (const record of pending) {
    record.refreshTokenKey();
    app.saveNoValidate(record);
  }
});
