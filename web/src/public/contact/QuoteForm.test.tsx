import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { clientError, fakeCollection, resetFakePocketBase } from '../../admin/kit/testing/fakePocketBase';
import { QuoteForm } from './QuoteForm';
import { PHONE_HELP, TOO_MANY_REQUESTS } from './quoteRequest';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../../admin/kit/testing/fakePocketBase')).fakePb,
}));

beforeEach(() => resetFakePocketBase());

function renderForm(path = '/contact?from=%2Fprojects%2Fresidential%2Fp1#quote') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <h2 id="quote-heading">Request a Quote</h2>
      <QuoteForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillGood(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Nimal');
  await user.type(screen.getByLabelText('Phone'), '077 123 4567');
  await user.type(screen.getByLabelText('Your project'), 'A house.');
}

describe('QuoteForm', () => {
  it('shows each problem by its field and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_HELP);
    expect(fakeCollection('inquiries').create).not.toHaveBeenCalled();
  });

  it('sends the request with the page it came from, then says what happens next', async () => {
    const user = renderForm();
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will call you within one working day');
    expect(fakeCollection('inquiries').create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Nimal', phone: '+94771234567', page: '/projects/residential/p1' }),
    );
    expect(fakeCollection('inquiries').create.mock.calls[0]![0]).not.toHaveProperty('website');
  });

  it('keeps the honeypot out of reach: hidden from assistive technology and the tab order', () => {
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('explains a 429 in plain words and keeps what was typed', async () => {
    fakeCollection('inquiries').create.mockRejectedValueOnce(clientError(429, 'Too Many Requests.'));
    const user = renderForm();
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS);
    expect(screen.getByLabelText('Your name')).toHaveValue('Nimal');
  });

  it("shows the server's field errors by their fields", async () => {
    fakeCollection('inquiries').create.mockRejectedValueOnce(
      clientError(400, 'Failed to create record.', { phone: { code: 'invalid', message: PHONE_HELP } }),
    );
    const user = renderForm();
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_HELP);
  });
});
