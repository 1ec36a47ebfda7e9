import { describe, expect, it } from 'vitest';
import {
  apiQueryProblem,
  hasDuplicateKeys,
  isBoundedPath,
  readFilter,
  readSubscription,
  sortPaths,
  subscriptionsProblem,
} from './apiBounds';

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

  it('refuses comments, which could hide a path from this reading (issue 26)', () => {
    const hidden = "name != '' // '\n&& projects_via_category.category.projects_via_category.id != '' // '";
    expect(apiQueryProblem({ filter: hidden })).toMatch(/comments/);
    expect(apiQueryProblem({ filter: "(name != '' // )\n&& projects_via_category.id != ''" })).toMatch(/comments/);
    expect(apiQueryProblem({ filter: 'title != "" // a note' })).toMatch(/comments/);
    expect(apiQueryProblem({ filter: 'title ~ "http://example.com"' })).toBeNull();
  });
});

describe('readFilter', () => {
  it('reads the field paths as PocketBase does: quoted text with backslash escapes is not one', () => {
    expect(readFilter("a.b = 'x' && c:each ?= \"y\" || @request.auth.id != ''").paths).toEqual([
      'a.b',
      'c:each',
      '@request.auth.id',
    ]);
    // `'a\\'` is one text (a backslash escapes a backslash): what follows is a path.
    expect(readFilter("title = 'a\\\\' || project = 'x'").paths).toEqual(['title', 'project']);
    expect(readFilter("title = 'it\\'s' || project = 'x'").paths).toEqual(['title', 'project']);
    expect(readFilter('(a = 1 && (b.c = 2)) || 1project = geo(d, "e")').paths).toEqual([
      'a',
      'b.c',
      'project',
      'geo',
      'd',
    ]);
    expect(readFilter('a = 1 // b.c').comment).toBe(true);
    expect(readFilter('a = "//"').comment).toBe(false);
  });

  it('reads a sort as comma-separated paths', () => {
    expect(sortPaths(' -project.title, +created ,id,')).toEqual(['project.title', 'created', 'id']);
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
  const raw = (topic: string, json: string) => `${topic}?options=${encodeURIComponent(json)}`;

  it('reads the topic and the options query as PocketBase does', () => {
    expect(readSubscription('projects')).toEqual({ topic: 'projects', query: {} });
    expect(
      readSubscription(withOptions('projects/*', { query: { expand: 'category', filter: 'a = 1', sort: 3 } })),
    ).toEqual({ topic: 'projects/*', query: { expand: 'category', filter: 'a = 1', sort: '3' } });
    expect(readSubscription('projects?options={"query":{"expand":"category"}}')).toEqual({
      topic: 'projects',
      query: { expand: 'category', filter: '', sort: '' },
    });
    expect(readSubscription('projects?x=1&options=&y')).toEqual({ topic: 'projects', query: {} });
    expect(readSubscription(withOptions('projects', { query: { expand: ['a'] } }))).toMatchObject({
      query: { expand: '' },
    });
    expect(readSubscription(withOptions('testimonials', { query: { filter: 'a = 1' }, headers: { x: 'y' } }))).toEqual({
      topic: 'testimonials',
      query: { expand: '', filter: 'a = 1', sort: '' },
    });
  });

  it('refuses what PocketBase could read otherwise (each answered 204 and expanded, issue 26)', () => {
    const attack = { query: { expand: ATTACK } };
    const refused: [string, RegExp][] = [
      // PocketBase skips a pair that does not decode and takes the next `options`.
      [`projects?options=%ZZ&options=${encodeURIComponent(JSON.stringify(attack))}`, /does not decode/],
      [`projects?options=%FF`, /does not decode/],
      [`projects?x;y=1&options={}`, /does not decode/],
      [`projects?options={}&options={}`, /once/],
      // PocketBase keeps the first `query` of two (JSON.parse the last), and what it read before trailing text.
      [raw('projects', `{"query":{"expand":"${ATTACK}"},"query":{}}`), /each key once/],
      [raw('projects', `{"query":{"expand":"category"},"Query":{}}`), /each key once/],
      [raw('projects', `{"query":{"filter":"a = 1","filter":"b = 2"}}`), /each key once/],
      [raw('projects', `{"query":{"expand":"${ATTACK}"}}; trailing`), /one JSON object/],
      [raw('projects', `[1]`), /one JSON object/],
      [raw('projects', `{"query":{"fields":"x_via_y"}}`), /back-relations/],
      [raw('projects', `{"query":{"expand":"category.\\u0070rojects\\u005fvia_category"}}`), /back-relations/],
      [raw('projects', `{"headers":{"x":"@collection.projects"}}`), /@collection/],
    ];
    for (const [subscription, problem] of refused) {
      const read = readSubscription(subscription);
      expect('problem' in read && read.problem, subscription).toMatch(problem);
      expect(subscriptionsProblem(['services', subscription]), subscription).toMatch(problem);
    }
  });

  it('refuses a subscription whose expand or filter is over the bounds, and allows plain ones', () => {
    expect(
      subscriptionsProblem(['projects', 'services/abc', withOptions('testimonials', { query: { expand: 'project' } })]),
    ).toBeNull();
    expect(subscriptionsProblem(['projects', withOptions('projects', { query: { expand: 'a,b,c,d,e' } })])).toMatch(
      /at most 4 relations/,
    );
    expect(subscriptionsProblem([withOptions('projects', { query: { filter: 'x'.repeat(1001) } })])).toMatch(
      /at most 1000 characters/,
    );
    expect(subscriptionsProblem([withOptions('projects', { query: { filter: 'a = 1 // b' } })])).toMatch(/comments/);
  });
});

describe('hasDuplicateKeys', () => {
  it('finds a key twice in one object, in any case, at any depth', () => {
    expect(hasDuplicateKeys('{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}')).toBe(false);
    expect(hasDuplicateKeys('{"a":"\\"a\\":","A":2}')).toBe(true);
    expect(hasDuplicateKeys('{"q":{"x":1,"y":[1,"x"],"x":2}}')).toBe(true);
    expect(hasDuplicateKeys('{"q":{"\\u0078":1,"x":2}}')).toBe(true);
    expect(hasDuplicateKeys('{}')).toBe(false);
  });
});
