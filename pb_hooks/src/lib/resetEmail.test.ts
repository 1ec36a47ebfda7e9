import { expect, it } from 'vitest';
import { PASSWORD_RESET_LINK } from '../../../shared/routes';
import { POCKETBASE_RESET_LINK, withResetLink } from './resetEmail';

it("replaces PocketBase's reset link, and nothing else, with the app's reset screen", () => {
  const body = `<p>Hello,</p><a class="btn" href="${POCKETBASE_RESET_LINK}">Reset password</a>`;
  expect(withResetLink(body, PASSWORD_RESET_LINK)).toBe(
    '<p>Hello,</p><a class="btn" href="{APP_URL}/dashboard-reset-password?token={TOKEN}">Reset password</a>',
  );
  expect(withResetLink('<p>Our own text</p>', PASSWORD_RESET_LINK)).toBe('<p>Our own text</p>');
});
