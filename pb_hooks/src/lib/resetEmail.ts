/**
 * The password-reset email leads to the app's own reset screen (issue 15, item 5), not to
 * PocketBase's dashboard page: when the server starts, PocketBase's default link in the users
 * collection's reset template is replaced by PASSWORD_RESET_LINK (shared/routes.ts). The rest of
 * the template, and a template the operator rewrote in the dashboard, stay as they are.
 */
import type * as Routes from '../../../shared/routes';

/** The link of PocketBase's own template (core/collection_model_auth_templates.go). */
export const POCKETBASE_RESET_LINK = '{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}';

/** `body` with PocketBase's reset link replaced by `link`. */
export function withResetLink(body: string, link: string): string {
  return body.split(POCKETBASE_RESET_LINK).join(link);
}

/** Points the users' reset email at the app's reset screen; saves only when it changes. */
export function pointResetEmailAtApp(app: CoreApp): void {
  const { PASSWORD_RESET_LINK } = require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
  const users = app.findCollectionByNameOrId('users');
  const template = users.resetPasswordTemplate;
  const body = withResetLink(template.body, PASSWORD_RESET_LINK);
  if (body !== template.body) {
    template.body = body;
    app.save(users);
  }
  if (body.indexOf(PASSWORD_RESET_LINK) < 0) {
    app.logger().warn('The password-reset email does not link to the reset screen', 'expected', PASSWORD_RESET_LINK);
  }
}
