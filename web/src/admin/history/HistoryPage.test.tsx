import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Version } from '@shared/history';
import type { ProjectCategory } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { adminData } from '../data/adminData';
import { answerDialog } from '../kit/testing/dialogs';
import { renderScreen } from '../kit/testing/renderScreen';
import { HistoryPage, RESTORE_FAILED_MESSAGE } from './HistoryPage';

const PROJECT = {
  id: 'p1',
  collectionId: 'pbc_projects',
  collectionName: 'projects',
  created: '2026-11-01 10:00:00.000Z',
  updated: '2026-11-26 09:30:00.000Z',
  title: 'Harbour View Towers',
  category: 'c2',
  images: ['c.jpg', 'a.jpg', 'b.jpg'],
  coverImage: 'cover.jpg',
  published: true,
};

const VERSION: Version = {
  id: 'v1',
  subject: 'projects',
  record: 'p1',
  actor: 'anna@example.lk',
  actor_name: 'Anna Perera',
  saved_at: '2026-11-26 09:00:00.000Z',
  created: '2026-11-26 09:30:00.000Z',
  changed: ['title', 'category', 'images'],
  data: { title: 'Harbour View', category: 'c1', images: ['a.jpg', 'b.jpg', 'gone.jpg'], coverImage: 'cover.jpg' },
  after: { title: 'Harbour View Towers', category: 'c2', images: ['c.jpg', 'a.jpg', 'b.jpg'] },
  size: 300,
  restored_from: '',
};

function category(id: string, name: string): ProjectCategory {
  return { id, name, slug: name.toLowerCase() } as ProjectCategory;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSiteStore.setState({ loading: false, categories: [category('c1', 'Residential'), category('c2', 'Commercial')] });
  vi.spyOn(adminData.history, 'current').mockResolvedValue(PROJECT);
  vi.spyOn(adminData.history, 'of').mockResolvedValue([VERSION]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openHistory() {
  const user = userEvent.setup();
  renderScreen(<HistoryPage />, '/admin/history/projects/p1', '/admin/history/:content/:recordId');
  await screen.findByRole('heading', { name: 'History: “Harbour View Towers”' });
  return user;
}

describe('HistoryPage', () => {
  it('lists the version with who, when and what changed, relations by name and deleted photos marked', async () => {
    const user = await openHistory();
    const item = screen.getByRole('listitem', { name: /^Version of/ });
    expect(within(item).getByText(/Changed by Anna Perera/)).toBeInTheDocument();
    // What the version held, in one line (issue 39), before opening "What changed".
    expect(
      within(item).getByText(
        'Title: Harbour View → Harbour View Towers; Category: Residential → Commercial; Gallery: 1 added · 1 removed',
      ),
    ).toBeInTheDocument();
    await user.click(within(item).getByText('What changed'));
    expect(within(item).getByText('Harbour View', { exact: true })).toBeInTheDocument();
    expect(within(item).getByText('Residential', { exact: true })).toBeInTheDocument();
    expect(within(item).getByText('Commercial', { exact: true })).toBeInTheDocument();
    expect(within(item).getByText('— 1 added · 1 removed')).toBeInTheDocument();
    expect(within(item).getByText('Deleted')).toBeInTheDocument();
    expect(adminData.history.of).toHaveBeenCalledWith('projects', 'p1');
  });

  it('confirms naming the version and what cannot come back, then restores against the loaded copy', async () => {
    const restore = vi.spyOn(adminData.history, 'restore').mockResolvedValue({
      id: 'p1',
      updated: '2026-11-26 10:00:00.000Z',
      missing: [{ field: 'images', values: ['gone.jpg'] }],
    });
    const user = await openHistory();
    await user.click(screen.getByRole('button', { name: /^Restore the version of/ }));
    await answerDialog(
      user,
      /^Restore the version of .+\? Title, Category and Gallery go back to how they were then\. 1 photo of the gallery in this version was deleted since and cannot come back\. 1 photo added to the gallery since will be deleted\./,
      'Restore this version',
    );
    expect(restore).toHaveBeenCalledWith('v1', PROJECT.updated);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('1 photo of the gallery in this version was deleted since and cannot come back.');
  });

  it('shows a refused restore beside its button, with the reason and a reload', async () => {
    const conflict = Object.assign(new Error('409'), {
      status: 409,
      response: { message: 'This project was changed by someone else — reload to see the latest.' },
    });
    vi.spyOn(adminData.history, 'restore').mockRejectedValue(conflict);
    const user = await openHistory();
    await user.click(screen.getByRole('button', { name: /^Restore the version of/ }));
    await answerDialog(user, /^Restore the version of/, 'Restore this version');
    const item = screen.getByRole('listitem', { name: /^Version of/ });
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent(RESTORE_FAILED_MESSAGE);
    expect(alert).toHaveTextContent('This project was changed by someone else — reload to see the latest.');
    await user.click(within(item).getByRole('button', { name: 'Reload the history' }));
    await waitFor(() => expect(within(item).queryByRole('alert')).not.toBeInTheDocument());
    expect(adminData.history.current).toHaveBeenCalledTimes(2);
  });

  it('says so for a collection without history', async () => {
    renderScreen(<HistoryPage />, '/admin/history/inquiries/x', '/admin/history/:content/:recordId');
    expect(await screen.findByText('This page no longer exists. It may have been deleted.')).toBeInTheDocument();
  });
});
