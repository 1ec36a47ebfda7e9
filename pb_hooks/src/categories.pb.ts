// Project categories: slug derived from the name when empty, kept unique.
import type * as Categories from './lib/categories';

onRecordCreate((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.fillCategorySlug(e);
}, 'project_categories');

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.fillCategorySlug(e);
}, 'project_categories');

export {};
