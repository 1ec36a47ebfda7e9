import { fileUrl, srcSet } from './files';
import { THUMBS } from '@shared/images';

const record = { id: 'rec123456789012', collectionId: 'pbc_projects', collectionName: 'projects' };

function pathAndQuery(url: string): string {
  const parsed = new URL(url, 'http://site.test');
  return parsed.pathname + parsed.search;
}

describe('fileUrl', () => {
  it('builds the file path from collection id, record id and file name', () => {
    const url = fileUrl(record, 'cover_abc.jpg');
    // Root-relative: the server's render and the browser's hydration write the same text.
    expect(url).toBe('/api/files/pbc_projects/rec123456789012/cover_abc.jpg');
  });

  it('asks for a thumb when given a size', () => {
    expect(pathAndQuery(fileUrl(record, 'cover_abc.jpg', '480x320'))).toBe(
      '/api/files/pbc_projects/rec123456789012/cover_abc.jpg?thumb=480x320',
    );
  });

  it("adds a draft's file token, and gives no URL while the token is on its way", () => {
    expect(pathAndQuery(fileUrl(record, 'cover_abc.jpg', '480x320', 'tok.en'))).toBe(
      '/api/files/pbc_projects/rec123456789012/cover_abc.jpg?thumb=480x320&token=tok.en',
    );
    expect(pathAndQuery(fileUrl(record, 'cover_abc.jpg', undefined, 'tok.en'))).toBe(
      '/api/files/pbc_projects/rec123456789012/cover_abc.jpg?token=tok.en',
    );
    expect(fileUrl(record, 'cover_abc.jpg', '480x320', null)).toBe('');
    expect(fileUrl(record, 'cover_abc.jpg', '480x320', '')).toBe(
      '/api/files/pbc_projects/rec123456789012/cover_abc.jpg?thumb=480x320',
    );
  });

  it('returns an empty string without a file name or record', () => {
    expect(fileUrl(record, '')).toBe('');
    expect(fileUrl(record, undefined)).toBe('');
    expect(fileUrl(null, 'a.jpg')).toBe('');
  });
});

describe('srcSet', () => {
  it('lists each thumb with its width, skipping sizes without one', () => {
    const value = srcSet(record, 'cover_abc.jpg', ['480x320', '960x640', '0x300']);
    const entries = value.split(', ').map((entry) => {
      const [url, width] = entry.split(' ');
      return [pathAndQuery(url), width];
    });
    expect(entries).toEqual([
      ['/api/files/pbc_projects/rec123456789012/cover_abc.jpg?thumb=480x320', '480w'],
      ['/api/files/pbc_projects/rec123456789012/cover_abc.jpg?thumb=960x640', '960w'],
    ]);
  });

  it('covers the declared project sizes', () => {
    expect(srcSet(record, 'x.png', THUMBS.projects.coverImage)).toContain('thumb=1600x0 1600w');
  });

  it('is empty without a file', () => {
    expect(srcSet(record, '', THUMBS.services.image)).toBe('');
  });
});
