// Runs first before each test file (vite.config.ts `setupFiles`): the file's imports load the app's
// modules anew. note: the VM pool runs a worker's files in one context when it is the only
// worker (`--maxWorkers=1`), modules included: a store, the PocketBase client or a listener of
// the previous file was the next file's (issue 25: 61 tests failed so, seed 7); with two workers
// each file has a context of its own and this changes nothing.
vi.resetModules();
