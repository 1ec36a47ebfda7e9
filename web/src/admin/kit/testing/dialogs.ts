import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Waits for the admin dialog saying `message`, presses `button` and waits until that question is
 * gone (another dialog, such as a failure, may follow at once).
 */
export async function answerDialog(user: UserEvent, message: string | RegExp, button: string): Promise<void> {
  const dialog = await screen.findByRole('alertdialog', { description: message });
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { description: message })).not.toBeInTheDocument());
}
