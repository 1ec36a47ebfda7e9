import { NavLink } from 'react-router-dom';
import { paths } from '../app/paths';
import type { ProjectCategory } from '../lib/types';

function linkClass({ isActive }: { isActive: boolean }): string {
  return `inline-block rounded-full border px-4 py-1.5 text-sm ${
    isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700 hover:border-brand-700'
  }`;
}

/** Links to the projects of each category (by slug), plus "All". */
export function CategoryLinks({ categories }: { categories: ProjectCategory[] }) {
  return (
    <nav aria-label="Project categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={paths.projects.getHref()} end className={linkClass}>
            All
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={paths.projectCategory.getHref(category.slug)} className={linkClass}>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
