// Project categories: slug derived from the name when empty, kept unique; a category that
// projects still use cannot be deleted.
import type * as Categories from './lib/categories';

onRecordCreate((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.fillCategorySlug(e);
}, 'project_categories');

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.fillCategorySlug(e);
}, 'project_categories');

onRecordDelete((e) => {
  const lib = require(`${__hooks}/lib/categories.js`) as typeof Categories;
  lib.refuseDeleteInUse(e);
}, 'project_categories');

export {};
