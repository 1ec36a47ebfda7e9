import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { RecentActivity } from './RecentActivity';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString().replace('T', ' ');

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const page = (items: unknown[]) => ({ page: 1, perPage: 10, totalItems: -1, totalPages: -1, items });

let requests: URL[];

function serve(...responses: Response[]) {
  requests = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requests.push(new URL(String(input)));
    return responses.length > 1 ? responses.shift()! : responses[0];
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RecentActivity', () => {
  it('lists the newest changes, who did what to which record and how long ago', async () => {
    serve(
      answer(
        200,
        page([
          {
            id: 'a2',
            actor: 'anna@example.lk',
            action: 'edited',
            subject: 'projects',
            record: 'p1',
            label: 'Villa in Kandy',
            created: minutesAgo(5),
          },
          {
            id: 'a1',
            actor: 'bob@example.lk',
            action: 'published',
            subject: 'services',
            record: 's1',
            label: 'Roofing',
            created: minutesAgo(60 * 26),
          },
        ]),
      ),
    );
    render(<RecentActivity />, { wrapper: MemoryRouter });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent("anna@example.lk edited project 'Villa in Kandy'");
    expect(within(items[0]).getByText('5 minutes ago')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("bob@example.lk published service 'Roofing'");
    expect(within(items[1]).getByText('yesterday')).toBeInTheDocument();
    // Each entry leads to its record's form; a deleted record's entry leads nowhere.
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/admin/projects/edit/p1');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/admin/services/edit/s1');
    expect(requests[0].pathname).toBe('/api/collections/activity/records');
    expect(requests[0].searchParams.get('sort')).toBe('-created,-id');
    expect(requests[0].searchParams.get('perPage')).toBe('10');
  });

  it('words approvals and quote requests, and leads to the accounts and the inbox', async () => {
    const entry = (id: string, action: string, subject: string, label: string) => ({
      id,
      actor: 'anna@example.lk',
      action,
      subject,
      record: `r${id}`,
      label,
      created: minutesAgo(1),
    });
    serve(
      answer(
        200,
        page([
          entry('4', 'approved', 'users', 'bob@example.lk'),
          entry('3', 'revoked', 'users', 'bob@example.lk'),
          entry('2', 'handled', 'inquiries', 'Nimal Perera'),
          entry('1', 'reopened', 'inquiries', 'Nimal Perera'),
        ]),
      ),
    );
    render(<RecentActivity />, { wrapper: MemoryRouter });
    const links = (await screen.findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ["anna@example.lk approved account 'bob@example.lk'", '/admin/users'],
      ["anna@example.lk revoked access for account 'bob@example.lk'", '/admin/users'],
      ["anna@example.lk marked quote request 'Nimal Perera' as handled", '/admin/inbox'],
      ["anna@example.lk marked quote request 'Nimal Perera' as new", '/admin/inbox'],
    ]);
  });

  it('says so when there is nothing yet', async () => {
    serve(answer(200, page([])));
    render(<RecentActivity />, { wrapper: MemoryRouter });
    expect(await screen.findByText(/No changes yet/)).toBeInTheDocument();
  });

  it('shows a failed read as an error with a Retry, never as an empty list', async () => {
    serve(
      answer(500, { status: 500, message: 'Something went wrong.', data: {} }),
      answer(
        200,
        page([
          {
            id: 'a1',
            actor: 'a@b.lk',
            action: 'deleted',
            subject: 'team',
            record: 't',
            label: 'Nimal',
            created: minutesAgo(0),
          },
        ]),
      ),
    );
    render(<RecentActivity />, { wrapper: MemoryRouter });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recent activity could not be loaded.');
    expect(screen.queryByText(/No changes yet/)).not.toBeInTheDocument();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("a@b.lk deleted team member 'Nimal'")).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('just now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
