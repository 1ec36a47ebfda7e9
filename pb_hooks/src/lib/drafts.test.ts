import { describe, expect, it } from 'vitest';
import * as bounds from './apiBounds';
import { draftRelationProblem, withFileToken } from './drafts';

describe('draftRelationProblem', () => {
  const fields = { project: 'projects' };
  const problem = (query: { filter?: string; sort?: string }) => draftRelationProblem(fields, query, bounds);

  it('refuses a filter or sort that names a relation to drafts, in any form', () => {
    for (const filter of [
      "id = 'x' && project ~ 'ab%'",
      "project = 'abc'",
      "project.id = 'abc'",
      "project:lower = 'abc'",
      "project:each ?= 'abc'",
      "project.title ~ 'Villa'",
      "(client_name != '' && (project ~ 'a%'))",
      "quote ~ 'it\\'s' || project ~ 'a%'",
    ]) {
      expect(problem({ filter }), filter).toMatch(/cannot name project/);
    }
    for (const sort of ['project', '-project', 'created,+project.title', ' project:lower ']) {
      expect(problem({ sort }), sort).toMatch(/cannot name project/);
    }
    expect(problem({ filter: "client_name != '' // x" })).toMatch(/comments/);
  });

  it('allows other fields, the word in quoted text, and collections without such relations', () => {
    for (const filter of ["client_name = 'project'", 'quote ~ "project ~ x"', 'projects = 1', 'my_project = 1', '']) {
      expect(problem({ filter }), filter).toBeNull();
    }
    expect(problem({ sort: 'position,-created,id' })).toBeNull();
    expect(draftRelationProblem(undefined, { filter: "project = 'x'" }, bounds)).toBeNull();
  });
});

describe('withFileToken', () => {
  it('adds the token to every file URL of the markup, thumbs and srcset entries included', () => {
    const html =
      '<img src="/api/files/pbc_1/rec1/a_b.jpg?thumb=480x320" srcset="/api/files/pbc_1/rec1/a_b.jpg?thumb=360x240 360w, /api/files/pbc_1/rec1/a_b.jpg?thumb=960x640 960w">' +
      '<a href="/api/files/pbc_1/rec1/a_b.jpg">full</a>' +
      '<div data-props="{&quot;src&quot;:&quot;/api/files/pbc_1/rec2/c.png?thumb=1600x0&quot;}"></div>';
    expect(withFileToken(html, 'x.y-z')).toBe(
      '<img src="/api/files/pbc_1/rec1/a_b.jpg?thumb=480x320&amp;token=x.y-z" srcset="/api/files/pbc_1/rec1/a_b.jpg?thumb=360x240&amp;token=x.y-z 360w, /api/files/pbc_1/rec1/a_b.jpg?thumb=960x640&amp;token=x.y-z 960w">' +
        '<a href="/api/files/pbc_1/rec1/a_b.jpg?token=x.y-z">full</a>' +
        '<div data-props="{&quot;src&quot;:&quot;/api/files/pbc_1/rec2/c.png?thumb=1600x0&amp;token=x.y-z&quot;}"></div>',
    );
  });

  it('leaves markup without file URLs as it is', () => {
    expect(withFileToken('<p>/api/site/health</p>', 't')).toBe('<p>/api/site/health</p>');
  });
});
