import { useEffect } from 'react';
import { useMailStore } from '../stores/mailStore';

/** Shown in the panel while the server cannot send mail (issue 28, item 5). */
export const MAIL_NOT_SET_UP_MESSAGE =
  'Email is not set up on this server: password-reset links and new quote request emails are not sent. ' +
  'Ask the site’s developer to set up mail. Until then, an admin can give a colleague a temporary password on ' +
  'the Users screen.';

/** The panel's warning while mail is not set up; nothing otherwise. */
export function MailWarning() {
  const configured = useMailStore((s) => s.configured);
  const load = useMailStore((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  if (configured !== false) return null;
  return (
    // note: a standing notice, not a live region: it is there from the first paint of the panel.
    <p className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {MAIL_NOT_SET_UP_MESSAGE}
    </p>
  );
}
