import { describe, expect, it } from 'vitest';
import { s3FromEnv } from './storageMove';

const envOf = (vars: Record<string, string>) => (name: string) => vars[name] ?? '';

describe('s3FromEnv', () => {
  it('names every variable that is missing', () => {
    expect(() => s3FromEnv(envOf({ SITE_S3_BUCKET: 'b' }))).toThrow(
      'Set SITE_S3_REGION, SITE_S3_ENDPOINT, SITE_S3_ACCESS_KEY, SITE_S3_SECRET',
    );
  });

  it('trims the values and reads the path style as a yes or no', () => {
    const full = {
      SITE_S3_BUCKET: ' site ',
      SITE_S3_REGION: 'eu-1',
      SITE_S3_ENDPOINT: 'https://s3.example.test',
      SITE_S3_ACCESS_KEY: 'key',
      SITE_S3_SECRET: 'secret',
    };
    expect(s3FromEnv(envOf(full))).toEqual({
      bucket: 'site',
      region: 'eu-1',
      endpoint: 'https://s3.example.test',
      accessKey: 'key',
      secret: 'secret',
      forcePathStyle: false,
    });
    expect(s3FromEnv(envOf({ ...full, SITE_S3_FORCE_PATH_STYLE: 'true' })).forcePathStyle).toBe(true);
  });
});
