import { ORDER_SORT } from '@shared/order';
import { ClientResponseError } from 'pocketbase';
import type { Project, Service, TeamMember } from '../lib/types';
import { DEFAULT_STATS, LOAD_ERROR_MESSAGE, useSiteStore } from './site';
import { adminData } from '../admin/data/adminData';

type Fn = ReturnType<typeof vi.fn>;
interface FakeCollection {
  getFirstListItem: Fn;
  getList: Fn;
  getFullList: Fn;
  create: Fn;
  update: Fn;
  delete: Fn;
}

const fake = vi.hoisted(() => ({ collections: new Map<string, unknown>() }));

vi.mock('../lib/pocketbase', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/pocketbase')>();
  return {
    ...actual,
    pb: { collection: (name: string) => fake.collections.get(name) ?? missingCollection(name) },
  };
});

function missingCollection(name: string): never {
  throw new Error(`test did not set up collection ${name}`);
}

function notFound() {
  return new ClientResponseError({
    status: 404,
    response: { code: 404, message: "The requested resource wasn't found.", data: {} },
  });
}

function serverError() {
  return new ClientResponseError({
    status: 500,
    response: { code: 500, message: 'Something went wrong while processing your request.', data: {} },
  });
}

function aborted() {
  return new ClientResponseError({ isAbort: true });
}

/** A collection that is empty: no first record, empty lists. */
function collection(name: string): FakeCollection {
  const c: FakeCollection = {
    getFirstListItem: vi.fn(async () => {
      throw notFound();
    }),
    getList: vi.fn(async () => ({ page: 1, perPage: 200, totalItems: 0, totalPages: 0, items: [] })),
    getFullList: vi.fn(async () => []),
    create: vi.fn(),
    update: vi.fn(),
    delete: vi.fn(async () => true),
  };
  fake.collections.set(name, c);
  return c;
}

function listOf<T>(items: T[]) {
  return { page: 1, perPage: 200, totalItems: items.length, totalPages: 1, items };
}

function record<T>(collectionName: string, fields: Partial<T> & { id: string; created?: string }): T {
  return {
    collectionId: `pbc_${collectionName}`,
    collectionName,
    created: '2024-01-01 00:00:00.000Z',
    updated: '',
    ...fields,
  } as T;
}

let c: Record<string, FakeCollection>;

beforeEach(() => {
  fake.collections.clear();
  c = Object.fromEntries(
    [
      'home_settings',
      'stats_settings',
      'projects',
      'services',
      'team',
      'project_categories',
      'Footer_menu',
      'about_settings',
      'contact_settings',
      'journey',
    ].map((name) => [name, collection(name)]),
  );
  // A stored stats record by default: its absence is tested on its own (and warns).
  c.stats_settings.getFirstListItem.mockResolvedValue(record('stats_settings', { id: 'st0', ...DEFAULT_STATS }));
});

describe('fetchAll', () => {
  it('makes the six public reads with the seed parameters, plus the page settings', async () => {
    await useSiteStore.getState().fetchAll();

    expect(c.home_settings.getFirstListItem).toHaveBeenCalledWith('');
    expect(c.stats_settings.getFirstListItem).toHaveBeenCalledWith('');
    expect(c.projects.getList).toHaveBeenCalledWith(1, 200, { sort: ORDER_SORT, expand: 'category' });
    expect(c.services.getList).toHaveBeenCalledWith(1, 200, { sort: ORDER_SORT });
    expect(c.team.getList).toHaveBeenCalledWith(1, 200, { sort: ORDER_SORT });
    expect(c.project_categories.getList).toHaveBeenCalledWith(1, 200, { sort: ORDER_SORT });
    expect(c.Footer_menu.getFirstListItem).toHaveBeenCalledWith('');
    expect(c.about_settings.getFirstListItem).toHaveBeenCalledWith('');
    expect(c.contact_settings.getFirstListItem).toHaveBeenCalledWith('');
    expect(c.journey.getFullList).toHaveBeenCalledWith({ sort: 'year' });
  });

  it('runs the reads in parallel', async () => {
    const started: string[] = [];
    const release: Array<() => void> = [];
    for (const [name, col] of Object.entries(c)) {
      const method =
        name === 'journey'
          ? col.getFullList
          : ['projects', 'services', 'team', 'project_categories'].includes(name)
            ? col.getList
            : col.getFirstListItem;
      method.mockImplementation(
        () =>
          new Promise((resolve) => {
            started.push(name);
            release.push(() =>
              resolve(name === 'journey' ? [] : method === col.getList ? listOf([]) : record(name, { id: name })),
            );
          }),
      );
    }

    const done = useSiteStore.getState().fetchAll();
    // Every read has started before any has answered (once the client has loaded).
    await vi.waitFor(() => expect(started).toHaveLength(10));
    release.forEach((resolve) => resolve());
    await done;
    expect(useSiteStore.getState().loading).toBe(false);
  });

  it('keeps loading true until the reads settle', async () => {
    expect(useSiteStore.getState().loading).toBe(true);
    const done = useSiteStore.getState().fetchAll();
    expect(useSiteStore.getState().loading).toBe(true);
    await done;
    expect(useSiteStore.getState().loading).toBe(false);
  });

  it('fills everything else when one read fails, and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const project = record<Project>('projects', { id: 'p1', title: 'Villa' });
    const service = record<Service>('services', { id: 's1', title: 'Painting' });
    c.home_settings.getFirstListItem.mockResolvedValue(record('home_settings', { id: 'h1', title: 'Welcome' }));
    c.projects.getList.mockResolvedValue(listOf([project]));
    c.services.getList.mockResolvedValue(listOf([service]));
    c.team.getList.mockRejectedValue(serverError());

    await useSiteStore.getState().fetchAll();

    const state = useSiteStore.getState();
    expect(state.homeSettings?.title).toBe('Welcome');
    expect(state.projects).toEqual([project]);
    expect(state.services).toEqual([service]);
    expect(state.team).toEqual([]);
    // The admin screens show the team's read as failed, not as an empty team.
    expect(state.failed).toContain('team');
    expect(state.failed).not.toContain('projects');
    expect(state.error).toBeNull();
    expect(state.loading).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('team'), expect.any(ClientResponseError));
  });

  it('uses the stats defaults and warns when the stats read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    c.stats_settings.getFirstListItem.mockRejectedValue(serverError());

    await useSiteStore.getState().fetchAll();

    const { stats } = useSiteStore.getState();
    expect(stats).toMatchObject({
      total_projects: 100,
      ongoing_projects: 10,
      years_experience: 20,
      happy_clients: 50,
      id: '',
    });
    expect(DEFAULT_STATS).toEqual({
      total_projects: 100,
      ongoing_projects: 10,
      years_experience: 20,
      happy_clients: 50,
    });
    expect(warn).toHaveBeenCalled();
  });

  it('uses the stored stats when they load', async () => {
    c.stats_settings.getFirstListItem.mockResolvedValue(
      record('stats_settings', {
        id: 'st1',
        total_projects: 240,
        ongoing_projects: 7,
        years_experience: 31,
        happy_clients: 180,
      }),
    );
    await useSiteStore.getState().fetchAll();
    expect(useSiteStore.getState().stats).toMatchObject({
      id: 'st1',
      total_projects: 240,
      years_experience: 31,
      happy_clients: 180,
    });
  });

  it('treats a missing settings record as null, not as a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await useSiteStore.getState().fetchAll();
    const state = useSiteStore.getState();
    expect(state.homeSettings).toBeNull();
    expect(state.footer).toBeNull();
    expect(state.about).toBeNull();
    expect(state.contact).toBeNull();
    expect(state.error).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('does not log aborted requests as errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    c.projects.getList.mockRejectedValue(aborted());
    c.stats_settings.getFirstListItem.mockRejectedValue(aborted());

    await useSiteStore.getState().fetchAll();

    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(useSiteStore.getState().error).toBeNull();
  });

  it('sets the error only when every read failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const col of Object.values(c)) {
      col.getFirstListItem.mockRejectedValue(serverError());
      col.getList.mockRejectedValue(serverError());
      col.getFullList.mockRejectedValue(serverError());
    }
    // All but one failing is not an overall failure.
    c.journey.getFullList.mockResolvedValue([]);
    await useSiteStore.getState().fetchAll();
    expect(useSiteStore.getState().error).toBeNull();

    c.journey.getFullList.mockRejectedValue(serverError());
    await useSiteStore.getState().fetchAll();
    expect(useSiteStore.getState().error).toBe(LOAD_ERROR_MESSAGE);
    expect(useSiteStore.getState().loading).toBe(false);
  });

  it('lets only the newest of overlapping refreshes write', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    c.home_settings.getFirstListItem
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(record('home_settings', { id: 'h1', title: 'New' }));

    const first = useSiteStore.getState().fetchAll();
    await useSiteStore.getState().fetchAll();
    answerFirst(record('home_settings', { id: 'h1', title: 'Old' }));
    await first;

    expect(useSiteStore.getState().homeSettings?.title).toBe('New');
  });
});

describe('admin writes (admin/data/adminData.ts) update the lists the pages read', () => {
  const older = record<Project>('projects', { id: 'p1', title: 'Older', created: '2024-01-01 10:00:00.000Z' });
  const newer = record<Project>('projects', { id: 'p2', title: 'Newer', created: '2024-03-01 10:00:00.000Z' });

  beforeEach(() => {
    useSiteStore.setState({ projects: [newer, older] });
  });

  it('puts a created project first and keeps the list newest first', async () => {
    const created = record<Project>('projects', { id: 'p3', title: 'Brand new', created: '2024-06-01 10:00:00.000Z' });
    c.projects.create.mockResolvedValue(created);
    const data = { title: 'Brand new' };

    await expect(adminData.projects.create(data)).resolves.toBe(created);

    expect(c.projects.create).toHaveBeenCalledWith(data, { expand: 'category' });
    expect(useSiteStore.getState().projects.map((p) => p.id)).toEqual(['p3', 'p2', 'p1']);
  });

  it('re-sorts by created after a create', async () => {
    // A record whose created date is older than the newest one lands in its place.
    c.projects.create.mockResolvedValue(record<Project>('projects', { id: 'p0', created: '2024-02-01 10:00:00.000Z' }));
    await adminData.projects.create({});
    expect(useSiteStore.getState().projects.map((p) => p.id)).toEqual(['p2', 'p0', 'p1']);
  });

  it('replaces an updated project in place', async () => {
    const updated = { ...older, title: 'Renamed', updated: '2024-07-01 00:00:00.000Z' };
    c.projects.update.mockResolvedValue(updated);

    await adminData.projects.update('p1', { title: 'Renamed' });

    expect(c.projects.update).toHaveBeenCalledWith('p1', { title: 'Renamed' }, { expand: 'category' });
    expect(useSiteStore.getState().projects.map((p) => [p.id, p.title])).toEqual([
      ['p2', 'Newer'],
      ['p1', 'Renamed'],
    ]);
  });

  it('removes a deleted project', async () => {
    await adminData.projects.remove('p2');
    expect(c.projects.delete).toHaveBeenCalledWith('p2');
    expect(useSiteStore.getState().projects.map((p) => p.id)).toEqual(['p1']);
  });

  it('logs and re-throws failed writes, leaving the list alone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = serverError();
    c.projects.create.mockRejectedValue(failure);
    c.projects.update.mockRejectedValue(failure);
    c.projects.delete.mockRejectedValue(failure);

    await expect(adminData.projects.create({})).rejects.toBe(failure);
    await expect(adminData.projects.update('p1', {})).rejects.toBe(failure);
    await expect(adminData.projects.remove('p1')).rejects.toBe(failure);

    expect(error).toHaveBeenCalledTimes(3);
    expect(useSiteStore.getState().projects.map((p) => p.id)).toEqual(['p2', 'p1']);
  });

  it('handles services the same way', async () => {
    const a = record<Service>('services', { id: 's1', title: 'A', created: '2024-01-01 00:00:00.000Z' });
    useSiteStore.setState({ services: [a] });
    c.services.create.mockResolvedValue(
      record<Service>('services', { id: 's2', title: 'B', created: '2024-05-01 00:00:00.000Z' }),
    );
    c.services.update.mockResolvedValue({ ...a, title: 'A2' });

    await adminData.services.create({ title: 'B' });
    await adminData.services.update('s1', { title: 'A2' });
    expect(useSiteStore.getState().services.map((s) => s.title)).toEqual(['B', 'A2']);

    await adminData.services.remove('s2');
    expect(useSiteStore.getState().services.map((s) => s.id)).toEqual(['s1']);
  });

  it('gives a new team member a 13-digit timestamp id generated on the client', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1717000000123);
    c.team.create.mockImplementation(async (data: Record<string, unknown>) =>
      record<TeamMember>('team', {
        ...(data as Partial<TeamMember>),
        id: String(data.id),
        created: '2024-06-01 00:00:00.000Z',
      }),
    );

    const member = await adminData.team.create({ name: 'Nimal', role: 'Engineer', bio: 'Site lead' });

    expect(c.team.create).toHaveBeenCalledWith(
      { name: 'Nimal', role: 'Engineer', bio: 'Site lead', id: '1717000000123' },
      undefined,
    );
    expect(member.id).toMatch(/^\d{13}$/);
    expect(useSiteStore.getState().team[0].id).toBe('1717000000123');
  });

  it('adds the timestamp id to multipart team payloads too', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1717000000999);
    c.team.create.mockImplementation(async (data: FormData) =>
      record<TeamMember>('team', { id: String(data.get('id')), name: String(data.get('name')) }),
    );
    const form = new FormData();
    form.append('name', 'Kamala');

    await adminData.team.create(form);

    const sent = c.team.create.mock.calls[0][0] as FormData;
    expect(sent.get('id')).toBe('1717000000999');
    expect(sent.get('name')).toBe('Kamala');
  });

  it('updates and deletes team members', async () => {
    const m = record<TeamMember>('team', { id: '1717000000123', name: 'Old' });
    useSiteStore.setState({ team: [m] });
    c.team.update.mockResolvedValue({ ...m, name: 'New' });
    await adminData.team.update(m.id, { name: 'New' });
    expect(useSiteStore.getState().team[0].name).toBe('New');
    await adminData.team.remove(m.id);
    expect(useSiteStore.getState().team).toEqual([]);
  });
});

describe('admin settings saves (admin/data/adminData.ts)', () => {
  it('re-fetches everything after updating the home settings', async () => {
    c.home_settings.update.mockResolvedValue(record('home_settings', { id: 'h1', title: 'Fresh' }));
    c.home_settings.getFirstListItem.mockResolvedValue(record('home_settings', { id: 'h1', title: 'Fresh' }));

    await adminData.settings.homeSettings.save('h1', { title: 'Fresh' });

    expect(c.home_settings.update).toHaveBeenCalledWith('h1', { title: 'Fresh' }, undefined);
    expect(c.projects.getList).toHaveBeenCalledTimes(1);
    expect(useSiteStore.getState().homeSettings?.title).toBe('Fresh');
  });

  it('re-fetches everything after updating the stats', async () => {
    const saved = record('stats_settings', {
      id: 'st1',
      total_projects: 5,
      ongoing_projects: 1,
      years_experience: 2,
      happy_clients: 3,
    });
    c.stats_settings.update.mockResolvedValue(saved);
    c.stats_settings.getFirstListItem.mockResolvedValue(saved);

    await adminData.settings.stats.save('st1', { total_projects: 5 });

    expect(c.stats_settings.update).toHaveBeenCalledWith('st1', { total_projects: 5 }, undefined);
    expect(c.services.getList).toHaveBeenCalledTimes(1);
    expect(useSiteStore.getState().stats.total_projects).toBe(5);
  });

  it('creates the stats record when there is none yet', async () => {
    c.stats_settings.create.mockResolvedValue(record('stats_settings', { id: 'st9' }));
    await adminData.settings.stats.save(null, { total_projects: 1 });
    expect(c.stats_settings.create).toHaveBeenCalledWith({ total_projects: 1 }, undefined);
    expect(c.stats_settings.update).not.toHaveBeenCalled();
  });

  it('does not refresh when a settings save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    c.home_settings.update.mockRejectedValue(serverError());
    await expect(adminData.settings.homeSettings.save('h1', {})).rejects.toBeInstanceOf(ClientResponseError);
    expect(c.projects.getList).not.toHaveBeenCalled();
  });

  it('load returns the first record, or null when there is none', async () => {
    c.contact_settings.getFirstListItem.mockResolvedValueOnce(
      record('contact_settings', { id: 'c1', email: 'a@b.lk' }),
    );
    await expect(adminData.settings.contact.load()).resolves.toMatchObject({ id: 'c1', email: 'a@b.lk' });
    await expect(adminData.settings.contact.load()).resolves.toBeNull();
  });

  it('load throws other failures', async () => {
    c.about_settings.getFirstListItem.mockRejectedValue(serverError());
    await expect(adminData.settings.about.load()).rejects.toBeInstanceOf(ClientResponseError);
  });

  it('save creates without an id, updates with one, and refreshes the site data', async () => {
    c.Footer_menu.create.mockResolvedValue(record('Footer_menu', { id: 'f1' }));
    c.Footer_menu.update.mockResolvedValue(record('Footer_menu', { id: 'f1' }));

    await adminData.settings.footer.save(null, { company_name: 'A' });
    expect(c.Footer_menu.create).toHaveBeenCalledWith({ company_name: 'A' }, undefined);
    await adminData.settings.footer.save('f1', { company_name: 'B' });
    expect(c.Footer_menu.update).toHaveBeenCalledWith('f1', { company_name: 'B' }, undefined);
    expect(c.Footer_menu.getFirstListItem).toHaveBeenCalledTimes(2);
  });
});
