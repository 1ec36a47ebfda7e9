import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, DialogHost, errorDialog, resetDialog } from './dialog';

beforeEach(() => resetDialog());

function Page() {
  return (
    <>
      <button type="button">Opener</button>
      <DialogHost />
    </>
  );
}

describe('the admin dialogs', () => {
  it('asks in a labelled alertdialog, focus on Cancel and kept inside, and returns it on close', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog('Are you sure you want to delete this service?');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this service?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Esc cancels; an error has only OK', async () => {
    render(<Page />);
    const user = userEvent.setup();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDialog('Leave?', { confirmLabel: 'Leave', danger: false });
    });
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);

    let shown: Promise<void> = Promise.resolve();
    act(() => {
      shown = errorDialog('There was an error deleting the project. Please try again.');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveAccessibleDescription('There was an error deleting the project. Please try again.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Opener', 'OK']);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await shown;
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
