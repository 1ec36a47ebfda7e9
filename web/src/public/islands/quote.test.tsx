import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteForm, type QuoteFormProps } from '../contact/QuoteForm';
import { Island } from './Island';
import { startIslands } from './startIslands';
import { PAGE_LOADERS, pageStillLoading, resetPage, serverPage, watchedLoaders } from './testing/islandPage';

const PROPS: QuoteFormProps = { language: 'en', services: [{ id: 's_build', title: 'Design & Build' }], phone: '' };

function quotePage() {
  return serverPage(
    <section>
      <h2 id="quote-heading">Request a Quote</h2>
      <Island name="quote" props={PROPS}>
        <QuoteForm {...PROPS} />
      </Island>
    </section>,
  );
}

function answerOk() {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"inq1"}', { status: 200 }));
}

afterEach(resetPage);

describe('the quote form island', () => {
  it('hydrates the server markup without a mismatch, then checks the fields', async () => {
    const errors = vi.spyOn(console, 'error');
    const fetch = answerOk();
    const page = quotePage();
    const serverName = screen.getByLabelText('Your name');
    await act(() => startIslands(page, PAGE_LOADERS));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your name')).toBe(serverName);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please tell us your name.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what was typed before its code arrived, and sends it', async () => {
    pageStillLoading();
    const fetch = answerOk();
    const page = quotePage();
    let arrive: () => void = () => {};
    const { loaders, mounted } = watchedLoaders('quote', new Promise<void>((resolve) => (arrive = resolve)));
    void startIslands(page, loaders);
    const user = userEvent.setup();

    // note: typing starts the island; the text goes into the server's fields while its code loads
    await user.type(screen.getByLabelText('Your name'), 'Nimal');
    await user.type(screen.getByLabelText('Your project'), 'A house.');
    arrive();
    await act(() => mounted);
    expect(screen.getByLabelText('Your name')).toHaveValue('Nimal');

    await user.type(screen.getByLabelText('Phone'), '077 123 4567');
    expect(screen.getByLabelText('Your name')).toHaveValue('Nimal');
    expect(screen.getByLabelText('Your project')).toHaveValue('A house.');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Nimal!');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      name: 'Nimal',
      phone: '+94771234567',
      message: 'A house.',
    });
  });
});
