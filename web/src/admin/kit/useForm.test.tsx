import type { Mock } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { FormActions } from './FormActions';
import { FormAlert, TextField } from './FormFields';
import { clientError } from './testing/fakePocketBase';
import { renderScreen } from './testing/renderScreen';
import { useForm, useInlineForm, type Uploads } from './useForm';
import { TIMEOUT_REASON } from './failureReason';
import { UNSAVED_CHANGES_MESSAGE } from './useUnsavedChanges';
import { SAVE_TIME_LIMIT_MS } from '../data/timeLimit';
import { REQUIRED_MESSAGE } from './validation';

type Values = { name: string; email: string };
type Save = (values: Values, uploads: Uploads) => Promise<boolean | void>;

let save: Mock<Save>;
let onSaved: Mock<() => void>;

beforeEach(() => {
  save = vi.fn<Save>(async () => {});
  onSaved = vi.fn();
  vi.spyOn(toast, 'error');
});

function TestForm({ leaves = false, toastFailure = false }: { leaves?: boolean; toastFailure?: boolean }) {
  const { bind, saving, failure, failureReason, formProps } = useForm<Values>({
    initial: { name: 'Ann', email: '' },
    validate: (v) => (v.name.trim() ? {} : { name: REQUIRED_MESSAGE }),
    failureMessage: 'Failed to save.',
    save: (v, uploads) => save(v, uploads),
    onSaved,
    leaves,
    toastFailure,
  });
  return (
    <form {...formProps} aria-label="Test">
      <FormAlert message={failure} reason={failureReason} />
      <TextField label="Name" {...bind('name')} />
      <TextField label="Email" {...bind('email')} />
      <Link to="/elsewhere">Leave</Link>
      <FormActions submitLabel="Save" busyLabel="Saving..." busy={saving} />
    </form>
  );
}

describe('useForm', () => {
  it('stops a save the server does not answer within the time limit, says so, keeps the edit, and saves again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let signal: AbortSignal | undefined;
      // A server that never answers: the request ends only when its signal aborts it.
      save.mockImplementationOnce((_, uploads) =>
        uploads.save([], (_files, options) => {
          signal = options.signal ?? undefined;
          return new Promise((_resolve, reject) =>
            signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          );
        }),
      );
      renderScreen(<TestForm />, '/form');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByLabelText(/^Name$/), ' Perera');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      vi.advanceTimersByTime(SAVE_TIME_LIMIT_MS - 1000);
      expect(signal?.aborted).toBe(false);
      vi.advanceTimersByTime(1000);
      expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to save.${TIMEOUT_REASON}`);
      expect(signal?.aborted).toBe(true);
      expect(screen.getByLabelText(/^Name$/)).toHaveValue('Ann Perera');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(save).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the schema error on its field, focuses it, saves nothing, and clears the error on typing', async () => {
    renderScreen(<TestForm />, '/form');
    const user = userEvent.setup();
    const name = screen.getByLabelText(/^Name$/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
    await user.type(name, 'B');
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('saves the values once however often it is submitted, then calls onSaved', async () => {
    let finish: () => void = () => {};
    save.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<TestForm />, '/form');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'a@b.lk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    screen.getByRole<HTMLFormElement>('form', { name: 'Test' }).requestSubmit();
    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toEqual({ name: 'Ann', email: 'a@b.lk' });
    // A form that stays is ready for the next save.
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('maps the server field errors back, focuses the field and shows the failure; a 409 adds the reload text', async () => {
    save.mockRejectedValueOnce(clientError(400, 'Failed.', { email: { code: 'x', message: 'Must be valid.' } }));
    renderScreen(<TestForm toastFailure />, '/form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be valid.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to save.A field needs attention — see the message under it.',
    );
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
    expect(toast.error).toHaveBeenLastCalledWith('Failed to save.');

    const reload = 'This item was changed by someone else — reload to see the latest.';
    save.mockRejectedValueOnce(clientError(409, reload));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The specification's message stays; the plain reason stands beside it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Failed to save.${reload}`));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to save.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes, and lets a form that leaves go once saved', async () => {
    const { history } = renderScreen(<TestForm leaves />, '/form');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'x');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(UNSAVED_CHANGES_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(history.location.pathname).toBe('/form');

    // leaving through the app's own link, as a form's navigate() after a save does
    onSaved.mockImplementation(() => screen.getByRole('link', { name: 'Leave' }).click());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now at /elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the form as it was when the save saved nothing (uploads cancelled)', async () => {
    save.mockResolvedValueOnce(false);
    renderScreen(<TestForm leaves />, '/form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name$/)).toHaveValue('Ann');
  });
});

function InlineForm() {
  const form = useInlineForm<Values>({
    initial: { name: '', email: '' },
    validate: () => ({}),
    failureMessage: 'Failed to save.',
    serverErrors: () => ({ name: 'Taken.' }),
    async save(v, uploads) {
      await save(v, uploads);
      form.reset({ name: '', email: '' });
    },
  });
  const { values, set, errors, saving, failure, formProps } = form;
  return (
    <form {...formProps} aria-label="Inline">
      <FormAlert message={failure} />
      <TextField label="Name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
      <Link to="/elsewhere">Leave</Link>
      <FormActions submitLabel="Add" busyLabel="Adding..." busy={saving} />
    </form>
  );
}

describe('useInlineForm', () => {
  it("words a refused save's field errors its own way, and a reset in the save empties the form and its errors", async () => {
    save.mockRejectedValueOnce(clientError(400, 'Failed.', { name: { code: 'validation_not_unique', message: 'x' } }));
    renderScreen(<InlineForm />, '/form');
    const user = userEvent.setup();
    const name = screen.getByLabelText(/^Name$/);
    await user.type(name, 'Villas');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Taken.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save.');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Taken.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('has no leave guard of its own: the screen it sits in guards leaving', async () => {
    renderScreen(<InlineForm />, '/form');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name$/), 'x');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Now at /elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
