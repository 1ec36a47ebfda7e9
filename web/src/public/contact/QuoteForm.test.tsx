import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteForm, type QuoteFormProps } from './QuoteForm';
import { PHONE_HELP } from '@shared/phone';
import { TOO_FAST_MESSAGE } from '@shared/leads';
import { CHECK_FIELDS, EMPTY_QUOTE, PHONE_REQUIRED, QUOTE_WORDS, TOO_MANY_REQUESTS } from '@shared/quote';
import { QUOTE_ENDPOINT } from './quoteRequest';

const PROPS: QuoteFormProps = {
  language: 'en',
  services: [
    { id: 's_build', title: 'Design & Build' },
    { id: 's_paint', title: 'Painting' },
  ],
  phone: '+94 11 234 5678',
};

function answer(status: number, body: unknown = {}) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** The request the form sent: where, and what. */
function sent(fetch: ReturnType<typeof answer>) {
  const [url, init] = fetch.mock.calls[0]!;
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, string> };
}

function renderForm(props: QuoteFormProps = PROPS) {
  window.history.replaceState(null, '', '/contact?from=%2Fprojects%2Fresidential%2Fp1#quote');
  render(
    <>
      <h2 id="quote-heading">Request a Quote</h2>
      <QuoteForm {...props} />
    </>,
  );
  return userEvent.setup();
}

async function fillGood(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Nimal');
  await user.type(screen.getByLabelText('Phone'), '077 123 4567');
  await user.type(screen.getByLabelText('Your project'), 'A house.');
}

describe('QuoteForm', () => {
  it('offers the services it is given', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')]);
    expect(options).toEqual([
      ['Not sure yet', ''],
      ['Design & Build', 's_build'],
      ['Painting', 's_paint'],
    ]);
  });

  it('shows each problem by its field, focuses the first, and sends nothing', async () => {
    const fetch = answer(200);
    const user = renderForm();
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please tell us your name.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_HELP);
    expect(screen.getByLabelText('Your project')).toHaveAccessibleDescription(
      'Please tell us a little about your project.',
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the request with the page it came from, then shows and focuses what happens next', async () => {
    const fetch = answer(200, { id: 'inq1' });
    const user = renderForm();
    await fillGood(user);
    await user.selectOptions(screen.getByLabelText('Service (optional)'), 'Painting');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you, Nimal! Your request is on its way.');
    expect(status).toHaveTextContent('We will call you within one working day');
    expect(status).toHaveFocus();
    expect(screen.getByRole('link', { name: '+94 11 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');

    const request = sent(fetch);
    expect(request.url).toBe(QUOTE_ENDPOINT);
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({
      name: 'Nimal',
      phone: '+94771234567',
      email: '',
      service: 's_paint',
      location: '',
      message: 'A house.',
      page: '/projects/residential/p1',
      language: 'en',
      // how long the page has been open (issue 29: the server refuses a bot's instant send)
      elapsed: expect.stringMatching(/^\d+$/),
    });

    await user.click(screen.getByRole('link', { name: 'Send another request' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps the honeypot out of reach: hidden from assistive technology and the tab order', () => {
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('explains a 429 in plain words and keeps what was typed', async () => {
    answer(429, { status: 429, message: 'Too Many Requests.', data: {} });
    const user = renderForm();
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS);
    expect(screen.getByLabelText('Your name')).toHaveValue('Nimal');
  });

  it("shows the server's field errors by their fields", async () => {
    answer(400, {
      status: 400,
      message: 'Failed to create record.',
      data: { phone: { code: 'invalid', message: PHONE_HELP }, name: { code: 'invalid', message: 'Too long.' } },
    });
    const user = renderForm();
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECK_FIELDS);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_HELP);
  });

  it('says so when the request cannot be sent at all (offline)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm();
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again, or call us.',
    );
  });
  it("shows the server's own reason, focused, when it refuses a request (issue 39)", async () => {
    answer(400, { status: 400, message: TOO_FAST_MESSAGE, data: {} });
    const user = renderForm();
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TOO_FAST_MESSAGE);
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveValue('Nimal');
  });

  it("posts to its page without JavaScript, and shows the server's answer to such a post", () => {
    renderForm({
      ...PROPS,
      state: {
        sent: false,
        values: { ...EMPTY_QUOTE, name: 'Nimal', message: 'A house.' },
        refusal: { problem: PHONE_REQUIRED, errors: { phone: PHONE_REQUIRED } },
        page: '/projects',
      },
    });
    const form = screen.getByRole('form', { name: 'Request a Quote' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_REQUIRED);
    expect(screen.getByLabelText('Your name')).toHaveValue('Nimal');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_REQUIRED);
  });

  it('speaks the language of its page: words, errors, where it posts, what it sends (issue 40)', async () => {
    for (const language of ['si', 'ta'] as const) {
      const words = QUOTE_WORDS[language];
      const fetch = answer(200);
      renderForm({ ...PROPS, language });
      const user = userEvent.setup();
      const form = screen.getByRole('form', { name: 'Request a Quote' });
      expect(form).toHaveAttribute('action', `/${language}/contact`);
      expect(screen.getByRole('option', { name: words.serviceNone })).toHaveValue('');
      await user.click(screen.getByRole('button', { name: words.send }));
      expect(screen.getByLabelText(words.name)).toHaveAccessibleDescription(words.nameRequired);
      await vi.waitFor(() => expect(screen.getByLabelText(words.name)).toHaveFocus());
      expect(fetch).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText(words.name), 'Nimal');
      await user.type(screen.getByLabelText(words.phone), '077 123 4567');
      await user.type(screen.getByLabelText(words.message), 'A house.');
      await user.click(screen.getByRole('button', { name: words.send }));
      expect(await screen.findByRole('heading', { name: words.thanks('Nimal') })).toBeVisible();
      expect(sent(fetch).body).toMatchObject({ name: 'Nimal', language });
      cleanup();
      vi.restoreAllMocks();
    }
  });
});
