import { describe, expect, it } from 'vitest';
import { apiQueryProblem, isBoundedPath, subscriptionQuery, subscriptionsProblem } from './apiBounds';

const ATTACK = 'category.projects_via_category.category.projects_via_category.category.projects_via_category';

describe('apiQueryProblem', () => {
  it("allows what the site's own clients send", () => {
    for (const query of [
      {},
      { expand: 'category', sort: 'position,-created,id', perPage: '200' },
      { expand: 'project,project.category', perPage: '1000' },
      { expand: 'service', sort: '-created', perPage: '1000' },
      { sort: 'year', perPage: '1000' },
      { filter: '', perPage: '1' },
      { filter: 'published = true' },
      { filter: `project.title ~ "Secret"` },
      { filter: `projects_via_category.title ?~ "Secret"` },
      { filter: "data.type = 'request'", sort: '-created', perPage: '500' },
      { filter: '@request.auth.id != "" && rating >= 4.5' },
    ]) {
      expect(apiQueryProblem(query), JSON.stringify(query)).toBeNull();
    }
  });

  it('refuses back-relations and long chains in expand', () => {
    expect(apiQueryProblem({ expand: ATTACK })).toMatch(/back-relations/);
    expect(apiQueryProblem({ expand: 'projects_via_category' })).toMatch(/back-relations/);
    expect(apiQueryProblem({ expand: 'category, projects_via_category ' })).toMatch(/back-relations/);
    expect(apiQueryProblem({ expand: 'project.category.x' })).toMatch(/at most 2 relations in a row/);
    expect(apiQueryProblem({ expand: 'a,b,c,d,e' })).toMatch(/at most 4 relations/);
  });

  it('refuses perPage over 1000 or not a number', () => {
    expect(apiQueryProblem({ perPage: '1001' })).toMatch(/perPage is at most 1000/);
    expect(apiQueryProblem({ perPage: '99999999999' })).toMatch(/perPage/);
    expect(apiQueryProblem({ perPage: '-1' })).toMatch(/perPage/);
    expect(apiQueryProblem({ perPage: '1e9' })).toMatch(/perPage/);
    expect(apiQueryProblem({ perPage: '1000' })).toBeNull();
  });

  it('refuses long filters and sorts, joins and long field paths in them', () => {
    expect(apiQueryProblem({ filter: 'x'.repeat(1001) })).toMatch(/filter is at most 1000/);
    expect(apiQueryProblem({ sort: 'x'.repeat(201) })).toMatch(/sort is at most 200/);
    expect(apiQueryProblem({ filter: 'projects_via_category.category.projects_via_category.id != ""' })).toMatch(
      /at most 1 back-relation/,
    );
    expect(apiQueryProblem({ filter: 'category.projects_via_category.title ~ "x"' })).toMatch(/comes first/);
    expect(apiQueryProblem({ filter: '@collection.projects.id != ""' })).toMatch(/@collection/);
    expect(apiQueryProblem({ filter: '@collection.projects.id != "" && @collection.team.id != ""' })).toMatch(
      /@collection/,
    );
    expect(apiQueryProblem({ filter: 'projects_via_category.id != ""', sort: 'projects_via_category.title' })).toMatch(
      /back-relation/,
    );
    expect(apiQueryProblem({ filter: 'a.b.c.d = 1' })).toMatch(/at most 3 parts/);
    expect(apiQueryProblem({ filter: 'projects_via_category.category.name = 1' })).toBeNull();
  });

  it('does not read quoted text as field paths', () => {
    expect(apiQueryProblem({ filter: `title ~ "a_via_b c_via_d w.x.y.z.q"` })).toBeNull();
    expect(apiQueryProblem({ filter: `title ~ 'it\\'s _via_ @collection.x'` })).toBeNull();
  });
});

describe('isBoundedPath', () => {
  it('bounds the collections API only', () => {
    expect(isBoundedPath('/api/collections/projects/records')).toBe(true);
    expect(isBoundedPath('/api/collections/users/auth-refresh')).toBe(true);
    expect(isBoundedPath('/api/site/health')).toBe(false);
    expect(isBoundedPath('/api/files/x/y/z')).toBe(false);
  });
});

describe('realtime subscriptions', () => {
  const withOptions = (topic: string, options: unknown) =>
    `${topic}?options=${encodeURIComponent(JSON.stringify(options))}`;

  it('reads the options query as PocketBase does', () => {
    expect(subscriptionQuery('projects')).toEqual({});
    expect(subscriptionQuery(withOptions('projects', { query: { expand: ATTACK, filter: 'a = 1', sort: 3 } }))).toEqual(
      { expand: ATTACK, filter: 'a = 1', sort: '3' },
    );
    expect(subscriptionQuery('projects?options={"query":{"expand":"category"}}')).toEqual({
      expand: 'category',
      filter: '',
      sort: '',
    });
    expect(subscriptionQuery('projects?x=1&options=not-json')).toEqual({});
    expect(subscriptionQuery(withOptions('projects', { query: { expand: ['a'] } }))).toMatchObject({ expand: '' });
  });

  it('refuses a subscription whose expand or filter is over the bounds, and allows plain ones', () => {
    expect(
      subscriptionsProblem(['projects', 'services/abc', withOptions('testimonials', { query: { expand: 'project' } })]),
    ).toBeNull();
    expect(subscriptionsProblem(['projects', withOptions('projects', { query: { expand: ATTACK } })])).toMatch(
      /back-relations/,
    );
    expect(
      subscriptionsProblem([withOptions('projects', { query: { filter: '@collection.projects.title != ""' } })]),
    ).toMatch(/@collection/);
    expect(subscriptionsProblem([withOptions('projects', { query: { filter: 'x'.repeat(1001) } })])).toMatch(
      /at most 1000 characters/,
    );
  });
});
