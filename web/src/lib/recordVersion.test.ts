import { describe, expect, it } from 'vitest';
import { withLoadedVersion } from './recordVersion';

describe('withLoadedVersion', () => {
  it('adds the loaded copy’s `updated` to a JSON payload', () => {
    expect(withLoadedVersion({ title: 'A' }, { updated: '2026-01-02 03:04:05.678Z' })).toEqual({
      title: 'A',
      updated: '2026-01-02 03:04:05.678Z',
    });
  });

  it('adds it to a multipart payload, keeping repeated fields', () => {
    const data = new FormData();
    data.append('images-', 'a.png');
    data.append('images-', 'b.png');
    const sent = withLoadedVersion(data, { updated: '2026-01-02 03:04:05.678Z' }) as FormData;
    expect(sent.getAll('images-')).toEqual(['a.png', 'b.png']);
    expect(sent.get('updated')).toBe('2026-01-02 03:04:05.678Z');
  });

  it('adds nothing for a create', () => {
    expect(withLoadedVersion({ title: 'A' }, null)).toEqual({ title: 'A' });
  });
});
