import { describe, expect, it } from 'vitest';
import { storedUploads } from './thumbs';

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('storedUploads', () => {
  it('pairs a create’s files with their stored names, JPEGs only', () => {
    const cover = jpeg('cover.jpg');
    const a = jpeg('a.jpg');
    const uploads = storedUploads(
      'projects',
      { title: 'T', coverImage: cover, images: [a, png('b.png')] },
      {
        id: 'p1',
        title: 'T',
        coverImage: 'cover_x1.jpg',
        images: ['a_x2.jpg', 'b_x3.png'],
      },
    );
    expect(uploads).toEqual([
      { field: 'coverImage', file: cover, name: 'cover_x1.jpg' },
      { field: 'images', file: a, name: 'a_x2.jpg' },
    ]);
  });

  it('takes the last names of an update that appends (images+), from a FormData too', () => {
    const c = jpeg('c.jpg');
    const data = new FormData();
    data.append('images+', c);
    const uploads = storedUploads('projects', data, { images: ['a_x2.jpg', 'c_x4.jpg'] });
    expect(uploads).toEqual([{ field: 'images', file: c, name: 'c_x4.jpg' }]);
  });

  it('pairs a replaced single image with the new name', () => {
    const image = jpeg('new.jpg');
    expect(storedUploads('services', { image }, { image: 'new_x5.jpg' })).toEqual([
      { field: 'image', file: image, name: 'new_x5.jpg' },
    ]);
  });

  it('leaves a field out when names are missing, and fields without thumbs or files', () => {
    expect(storedUploads('projects', { images: [jpeg('a.jpg')] }, { images: [] })).toEqual([]);
    expect(storedUploads('inquiries', { photo: jpeg('a.jpg') }, { photo: 'a_1.jpg' })).toEqual([]);
    expect(storedUploads('services', { title: 'x' }, { image: 'old.jpg' })).toEqual([]);
  });
});
