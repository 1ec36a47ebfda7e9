// Project categories: slug derived from the name when empty, kept unique; a category that
// projects still use cannot be deleted.
import type * as Content from '../../shared/content';
import type * as Categories from './lib/categories';

// note: a top-level require runs once, at registration (the collection to register for).
const { CONTENT } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
const CATEGORIES = CONTENT.categories.collection;

onRecordCreate((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.fillCategorySlug(e);
}, CATEGORIES);

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.fillCategorySlug(e);
}, CATEGORIES);

onRecordDelete((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.refuseDeleteInUse(e);
}, CATEGORIES);

export {};
