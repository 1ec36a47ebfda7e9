import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import type { Project, Service, TeamMember, Testimonial } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { useTestimonialsStore } from '../../stores/testimonials';
import { adminData } from '../data/adminData';
import { stubRecords } from '../../testing/stubAdminData';
import { ProjectsPage } from '../projects/ProjectsPage';
import { ServicesPage } from '../services/ServicesPage';
import { TeamPage } from '../team/TeamPage';
import { TestimonialsPage } from '../testimonials/TestimonialsPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import { answerDialog } from './testing/dialogs';
import { renderScreen } from './testing/renderScreen';

const projects = [
  {
    id: 'p2',
    title: 'Office Tower',
    title_si: 'කාර්යාල කුළුණ',
    title_ta: 'அலுவலக கோபுரம்',
    client: 'Acme',
    category: 'c1',
    expand: { category: { id: 'c1', name: 'Commercial', slug: 'commercial' } },
  },
  { id: 'p1', title: 'Lake House', title_si: 'වැව ළඟ නිවස', title_ta: 'ஏரி வீடு', client: 'Mr Silva', category: '' },
] as unknown as Project[];

beforeEach(() => {
  vi.spyOn(toast, 'success');
});

describe('what is left to translate', () => {
  const mixed = [
    projects[0],
    { ...projects[1], title_si: '', description: 'By the lake.', description_ta: 'ஏரிக்கரையில்.' },
  ] as Project[];

  it('marks a row with what is left per language, and filters the list to those rows (moves off meanwhile)', async () => {
    useSiteStore.setState({ loading: false, projects: mixed });
    renderScreen(<ProjectsPage />, '/admin/projects');
    const cells = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!).getAllByRole('cell');
    // The column after Client: what is left per language, nothing once done.
    expect(cells('Lake House')[4]).toHaveTextContent(/^Sinhala 2$/);
    expect(cells('Office Tower')[4]).toHaveTextContent(/^$/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Only those to translate (1)' }));
    expect(screen.queryByRole('cell', { name: 'Office Tower' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Lake House' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Move Lake House down/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Only those to translate (1)' }));
    expect(screen.getByRole('cell', { name: 'Office Tower' })).toBeInTheDocument();
  });

  it('opens filtered from the dashboard, which counts the fields per language and the records', async () => {
    useSiteStore.setState({ loading: false, projects: mixed, categories: [{ id: 'c1', name: 'Homes' }] as never });
    useTestimonialsStore.setState({ testimonials: [], loading: false, loaded: true });
    renderScreen(<DashboardPage />, '/admin/dashboard');
    const work = screen.getByRole('region', { name: 'To translate' });
    expect(work).toHaveTextContent('3 Sinhala, 1 Tamil fields in 2 records');
    expect(within(work).getByRole('link', { name: 'Projects (1)' })).toHaveAttribute(
      'href',
      '/admin/projects?translate=1',
    );
    expect(within(work).getByRole('link', { name: 'Categories (1)' })).toHaveAttribute(
      'href',
      '/admin/categories?translate=1',
    );

    renderScreen(<ProjectsPage />, '/admin/projects?translate=1', '/admin/projects');
    expect(screen.getAllByRole('checkbox', { name: 'Only those to translate (1)' }).at(-1)).toBeChecked();
  });
});

describe('ProjectsPage', () => {
  it('lists Name, Category (or N/A), Client and Actions, with Add New Project', () => {
    useSiteStore.setState({ loading: false, projects });
    renderScreen(<ProjectsPage />, '/admin/projects');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Order',
      'Name',
      'Category',
      'Client',
      'To translate',
      'Actions',
    ]);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows[0].slice(1, 4)).toEqual(['Office Tower', 'Commercial', 'Acme']);
    expect(rows[1].slice(1, 4)).toEqual(['Lake House', 'N/A', 'Mr Silva']);
    expect(screen.getByRole('link', { name: 'Edit Lake House' })).toHaveAttribute('href', '/admin/projects/edit/p1');
    expect(screen.getByRole('link', { name: 'Add New Project' })).toHaveAttribute('href', '/admin/projects/new');
  });

  it('asks first; the row shows Deleting... and is disabled until the call ends', async () => {
    let finish: () => void = () => {};
    const deleteProject = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    useSiteStore.setState({ loading: false, projects });
    stubRecords(adminData.projects, { remove: deleteProject });
    renderScreen(<ProjectsPage />, '/admin/projects');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Lake House' }));
    expect(deleteProject).not.toHaveBeenCalled();
    // The dialog is titled with the project's name, the specification's question under it.
    expect(await screen.findByRole('alertdialog', { name: 'Delete “Lake House”?' })).toBeInTheDocument();
    await answerDialog(user, 'Are you sure you want to delete this project? This action cannot be undone.', 'Delete');
    const busy = screen.getByRole('button', { name: 'Deleting... Lake House' });
    expect(busy).toBeDisabled();
    expect(busy.closest('tr')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Edit Lake House' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Office Tower' })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Lake House' })).toBeEnabled());
    expect(deleteProject).toHaveBeenCalledWith('p1');
    expect(toast.success).toHaveBeenCalledWith('Project deleted.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Focus went back to where it was when the dialog opened.
    expect(screen.getByRole('button', { name: 'Delete Lake House' })).toHaveFocus();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const deleteProject = vi.fn();
    useSiteStore.setState({ loading: false, projects });
    stubRecords(adminData.projects, { remove: deleteProject });
    renderScreen(<ProjectsPage />, '/admin/projects');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Lake House' }));
    await answerDialog(user, /delete this project/, 'Cancel');
    // Esc cancels too.
    await user.click(screen.getByRole('button', { name: 'Delete Lake House' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteProject).not.toHaveBeenCalled();
  });

  it('alerts the seed text when the delete fails', async () => {
    useSiteStore.setState({ loading: false, projects });
    stubRecords(adminData.projects, { remove: vi.fn().mockRejectedValue(new Error('404')) });
    renderScreen(<ProjectsPage />, '/admin/projects');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Lake House' }));
    await answerDialog(user, /delete this project/, 'Delete');
    await answerDialog(user, 'There was an error deleting the project. Please try again.', 'OK');
  });
});

describe('a list that failed to load', () => {
  it('shows an error with Retry, never an empty list; Retry reads again', async () => {
    const fetchAll = vi.fn(async () => {
      useSiteStore.setState({ failed: [], projects });
    });
    useSiteStore.setState({ loading: false, projects: [], failed: ['projects'], fetchAll });
    renderScreen(<ProjectsPage />, '/admin/projects');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this list.');
    expect(screen.queryByText(/No projects yet/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('cell', { name: 'Lake House' })).toBeInTheDocument();
  });

  it('the testimonials list too: its Retry reads the testimonials again', async () => {
    const quote = { id: 't1', client_name: 'Mrs Perera', client_role: '', quote: 'Great work.' } as Testimonial;
    const load = vi.fn(async () => {
      useTestimonialsStore.setState({ loading: false, failed: load.mock.calls.length === 1, testimonials: [] });
      if (load.mock.calls.length > 1) useTestimonialsStore.setState({ testimonials: [quote] });
    });
    useTestimonialsStore.setState({ load });
    renderScreen(<TestimonialsPage />, '/admin/testimonials');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list.');
    expect(screen.queryByText(/No testimonials yet/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Mrs Perera')).toBeInTheDocument();
  });

  it('the dashboard shows no 0 for a count it could not read', () => {
    useSiteStore.setState({ loading: false, projects: [], failed: ['projects'] });
    renderScreen(<DashboardPage />, '/admin/dashboard');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the counts.');
    expect(screen.getByLabelText('Not loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ServicesPage', () => {
  const services = [{ id: 's1', title: 'Painting', shortDescription: 'Walls and ceilings' }] as Service[];

  it('lists Title and Short Description; deleting asks and alerts the seed texts', async () => {
    useSiteStore.setState({ loading: false, services });
    stubRecords(adminData.services, { remove: vi.fn().mockRejectedValue(new Error('500')) });
    renderScreen(<ServicesPage />, '/admin/services');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Order',
      'Title',
      'Short Description',
      'To translate',
      'Actions',
    ]);
    expect(screen.getByText('Walls and ceilings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Service' })).toHaveAttribute('href', '/admin/services/new');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Painting' }));
    await answerDialog(user, 'Are you sure you want to delete this service?', 'Delete');
    await answerDialog(user, 'There was an error deleting the service. Please try again.', 'OK');
  });
});

describe('reordering a list', () => {
  const team = [
    { id: 'a', name: 'Founder', role: 'Director', avatar: '' },
    { id: 'b', name: 'Nimal', role: 'Site Engineer', avatar: '' },
    { id: 'c', name: 'Kamala', role: 'Architect', avatar: '' },
  ] as TeamMember[];

  it('moves a row up or down next to its neighbour with named buttons; the ends are disabled', async () => {
    const move = vi.fn().mockResolvedValue(undefined);
    useSiteStore.setState({ loading: false, team });
    stubRecords(adminData.team, { move: move });
    renderScreen(<TeamPage />, '/admin/team');
    expect(screen.getByRole('button', { name: 'Move Founder up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Kamala down' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Nimal up' }));
    expect(move).toHaveBeenLastCalledWith('b', { before: 'a' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Nimal down' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Move Nimal down' }));
    expect(move).toHaveBeenLastCalledWith('b', { after: 'c' });
  });

  it('moves a row to the top in one press (disabled on the first row), the focus kept on it', async () => {
    const move = vi.fn().mockResolvedValue(undefined);
    useSiteStore.setState({ loading: false, team });
    stubRecords(adminData.team, { move: move });
    renderScreen(<TeamPage />, '/admin/team');
    expect(screen.getByRole('button', { name: 'Move Founder to top' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Kamala to top' }));
    expect(move).toHaveBeenLastCalledWith('c', { before: 'a' });
    expect(await screen.findByText('Moved Kamala to the top.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Kamala to top' })).toHaveFocus());
  });

  it('says so when a move fails', async () => {
    useSiteStore.setState({ loading: false, team });
    stubRecords(adminData.team, { move: vi.fn().mockRejectedValue(new Error('offline')) });
    renderScreen(<TeamPage />, '/admin/team');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move Kamala up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not move Kamala. Please try again.');
  });

  it('marks a draft project and links to its preview', () => {
    useSiteStore.setState({
      loading: false,
      projects: [
        { ...projects[0], published: false },
        { ...projects[1], published: true },
      ],
    });
    renderScreen(<ProjectsPage />, '/admin/projects');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Draft')).toBeNull();
    // The preview is a button: it asks for a file token first (kit/preview.ts).
    expect(within(rows[0]).getByRole('button', { name: `Preview ${projects[0].title}` })).toBeEnabled();
  });
});

describe('TeamPage', () => {
  const team = [{ id: '1700000000000', name: 'Nimal', role: 'Site Engineer', avatar: '' }] as TeamMember[];

  it('lists Name and Role; deleting asks the seed question', async () => {
    const deleteTeamMember = vi.fn().mockResolvedValue(undefined);
    useSiteStore.setState({ loading: false, team });
    stubRecords(adminData.team, { remove: deleteTeamMember });
    renderScreen(<TeamPage />, '/admin/team');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Order',
      'Name',
      'Role',
      'To translate',
      'Actions',
    ]);
    expect(screen.getByText('Site Engineer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Member' })).toHaveAttribute('href', '/admin/team/new');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Nimal' }));
    await answerDialog(user, 'Are you sure you want to delete this team member?', 'Delete');
    await waitFor(() => expect(deleteTeamMember).toHaveBeenCalledWith('1700000000000'));
  });

  it('shows a spinner while the site data loads, and an empty state', () => {
    useSiteStore.setState({ loading: true });
    const { unmount } = renderScreen(<TeamPage />, '/admin/team');
    expect(screen.getByRole('status', { name: 'Loading team members' })).toBeInTheDocument();
    unmount();
    useSiteStore.setState({ loading: false, team: [] });
    renderScreen(<TeamPage />, '/admin/team');
    expect(screen.getByText(/No team members yet/)).toBeInTheDocument();
  });
});
