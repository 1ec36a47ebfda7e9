import type { JourneyItem, Project, ProjectCategory, TeamMember, Testimonial } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { useTestimonialsStore } from '../../stores/testimonials';
import { fakeCollection, fakeSend, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { adminData } from './adminData';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));

const at = (day: number) => `2024-01-${String(day).padStart(2, '0')} 00:00:00.000Z`;

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('adminData', () => {
  it('reads an edit form’s record fresh, with the relations the screens show', async () => {
    const project = { id: 'p1', title: 'Villa' } as Project;
    fakeCollection('projects').getOne.mockResolvedValue(project);
    await expect(adminData.projects.get('p1')).resolves.toBe(project);
    expect(fakeCollection('projects').getOne).toHaveBeenCalledWith('p1', { expand: 'category' });
  });

  it('moves a record through the order route and puts the whole answered order on the public list', async () => {
    const team = ['a', 'b', 'c'].map((id, i) => ({ id, name: id, position: i * 1024, created: at(1) })) as TeamMember[];
    useSiteStore.setState({ team });
    fakeSend.mockResolvedValue({
      items: [
        { id: 'b', position: -512 },
        { id: 'a', position: 0 },
        { id: 'c', position: 2048 },
      ],
    });
    await adminData.team.move('b', { before: 'a' });
    expect(fakeSend).toHaveBeenCalledWith('/api/site/order/team/b', { method: 'POST', body: { before: 'a' } });
    expect(useSiteStore.getState().team.map((m) => m.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the testimonials the public pages read in step with each write', async () => {
    const old = { id: 't1', client_name: 'Old', position: 0, created: at(1) } as Testimonial;
    useTestimonialsStore.setState({ testimonials: [old] });
    fakeCollection('testimonials').create.mockResolvedValue({ id: 't2', client_name: 'New', position: -1024 });
    await adminData.testimonials.create({ client_name: 'New' });
    expect(fakeCollection('testimonials').create).toHaveBeenCalledWith(
      { client_name: 'New' },
      { expand: 'project,project.category' },
    );
    await adminData.testimonials.update('t1', { client_name: 'Older' });
    expect(useTestimonialsStore.getState().testimonials.map((t) => [t.id, t.client_name])).toEqual([
      ['t2', 'New'],
      ['t1', 'Older'],
    ]);
    await adminData.testimonials.remove('t2');
    expect(useTestimonialsStore.getState().testimonials.map((t) => t.id)).toEqual(['t1']);
  });

  it('renames a category on the projects that show it', async () => {
    const category = { id: 'c1', name: 'Villas', slug: 'villas', position: 0, created: at(1) } as ProjectCategory;
    const project = { id: 'p1', category: 'c1', expand: { category } } as Project;
    useSiteStore.setState({ categories: [category], projects: [project] });
    await adminData.categories.update('c1', { name: 'Homes' });
    expect(useSiteStore.getState().categories[0].name).toBe('Homes');
    expect(useSiteStore.getState().projects[0].expand?.category?.name).toBe('Homes');
  });

  it('keeps the journey by year after a read or a write', async () => {
    const item = (id: string, year: number) => ({ id, year, title: id, created: at(1) }) as JourneyItem;
    fakeCollection('journey').getFullList.mockResolvedValue([item('b', 2005), item('a', 1998)]);
    await adminData.journey.list();
    expect(fakeCollection('journey').getFullList).toHaveBeenCalledWith({ sort: 'year' });
    fakeCollection('journey').create.mockResolvedValue(item('c', 2001));
    await adminData.journey.create({ year: 2001 });
    expect(useSiteStore.getState().journey.map((i) => i.year)).toEqual([1998, 2001, 2005]);
  });

  it('logs a failure and throws it, changing nothing on screen', async () => {
    useTestimonialsStore.setState({ testimonials: [] });
    const failure = new Error('offline');
    fakeCollection('testimonials').create.mockRejectedValue(failure);
    await expect(adminData.testimonials.create({})).rejects.toBe(failure);
    expect(console.error).toHaveBeenCalledWith('Failed to create a record in testimonials:', failure);
    expect(useTestimonialsStore.getState().testimonials).toEqual([]);
  });
});
