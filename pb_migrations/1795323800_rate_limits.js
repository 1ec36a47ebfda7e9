/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// PocketBase's rate limiter, on: bursts of password guesses and registrations from one
// address get 429. Superusers are never limited (PocketBase skips them).

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:authWithPassword', audience: '', duration: 60, maxRequests: 10 },
      { label: '*:auth', audience: '', duration: 60, maxRequests: 60 },
      { label: 'users:create', audience: '@guest', duration: 60, maxRequests: 5 },
      { label: '*:create', audience: '@guest', duration: 10, maxRequests: 20 },
      { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
      { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.rateLimits.rules = [];
    app.save(settings);
  },
);
