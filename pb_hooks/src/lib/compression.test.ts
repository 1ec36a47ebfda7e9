import { describe, expect, it } from 'vitest';
import { shouldCompress } from './compression';

describe('shouldCompress', () => {
  it.each(['/admin', '/admin/projects', '/dashboard-login', '/sitemap.xml', '/api/collections/projects/records'])(
    'compresses %s',
    (path) => expect(shouldCompress(path)).toBe(true),
  );

  it('leaves uploaded files (images) alone', () => {
    expect(shouldCompress('/api/files/pbc_1/rec1/cover.jpg')).toBe(false);
  });

  it('leaves backups (zip files) and the realtime streams (each would hold a compressor while open) alone', () => {
    expect(shouldCompress('/api/backups/pb_backup_20261207.zip')).toBe(false);
    expect(shouldCompress('/api/realtime')).toBe(false);
    expect(shouldCompress('/api/backups')).toBe(true);
  });

  it("leaves the app's files to their precompressed copies", () => {
    expect(shouldCompress('/assets/index-abc.js')).toBe(false);
    expect(shouldCompress('/favicon.svg')).toBe(false);
  });

  it("leaves PocketBase's dashboard to PocketBase's own gzip (twice, no browser could read it)", () => {
    expect(shouldCompress('/_/')).toBe(false);
    expect(shouldCompress('/_/images/logo.svg')).toBe(false);
  });
});
