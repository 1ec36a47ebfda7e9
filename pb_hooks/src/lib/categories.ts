/** Project category hooks: the URL slug is derived from the name when left empty. */
import type * as Slug from './slug';

/** onRecordCreate / onRecordUpdate body for the categories. */
export function fillCategorySlug(e: core.RecordEvent, next: () => void): void {
  const { slugify, uniqueSlug }: typeof Slug = require(`${__hooks}/lib/slug.js`) as typeof Slug;
  const record = e.record!;
  const given = record.getString('slug').trim();
  if (given) {
    record.set('slug', given);
  } else {
    const id = record.id;
    const slug = uniqueSlug(slugify(record.getString('name')), (candidate) => {
      const same = $dbx.hashExp({ slug: candidate });
      const others = id ? [same, $dbx.not($dbx.hashExp({ id }))] : [same];
      return e.app.countRecords(record.collection().name, ...others) > 0;
    });
    record.set('slug', slug);
  }
  next();
}

/** The 400 message for deleting a category that projects still use. */
export function categoryInUseMessage(count: number): string {
  return count === 1
    ? 'This category still has 1 project. Move it to another category or delete it first.'
    : `This category still has ${count} projects. Move them to another category or delete them first.`;
}

/** onRecordDelete body for the categories: no project loses its category silently. */
export function refuseDeleteInUse(e: core.RecordEvent, next: () => void): void {
  const count = e.app.countRecords('projects', $dbx.hashExp({ category: e.record!.id }));
  if (count > 0) throw new BadRequestError(categoryInUseMessage(count));
  next();
}
