import { useEffect, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { DialogHost } from '../kit/dialog';
import { FaBars, FaSignOutAlt, FaTimes } from 'react-icons/fa';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { CONTENT, SINGLE_KEYS } from '@shared/content';
import { paths, settingsPath } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth';
import { useInquiriesStore } from '../stores/inquiriesStore';
import { useUsersStore } from '../stores/usersStore';
import { MailWarning } from './MailWarning';
import { LiveStatus } from './LiveStatus';
import { RequireAuth } from './RequireAuth';

const admin = paths.admin;

const MAIN_LINKS = [
  { to: admin.dashboard.getHref(), label: 'Dashboard' },
  { to: admin.inbox.getHref(), label: 'Inbox' },
  { to: admin.projects.getHref(), label: 'Projects' },
  { to: admin.categories.getHref(), label: 'Categories' },
  { to: admin.services.getHref(), label: 'Services' },
  { to: admin.team.getHref(), label: 'Team' },
  { to: admin.testimonials.getHref(), label: 'Testimonials' },
] as const;

/** A screen per settings collection, in the content model's order (shared/content.ts `admin`). */
const SETTINGS_LINKS = SINGLE_KEYS.map((key) => ({ to: settingsPath(key), label: CONTENT[key].admin.menu }));

const ACCESS_LINKS = [{ to: admin.users.getHref(), label: 'Users' }] as const;

/** The number of new quote requests beside the Inbox link (nothing when there are none). */
function NewInquiriesBadge() {
  const count = useInquiriesStore((s) => s.newCount);
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-brand-950">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}

/** On phones, where the sidebar is folded away: a link to the Inbox while there are new requests. */
function MobileInboxLink() {
  const count = useInquiriesStore((s) => s.newCount);
  if (count === 0) return null;
  return (
    <Link
      to={admin.inbox.getHref()}
      className="mr-2 ml-auto rounded-full bg-amber-500 px-3 py-1 text-xs font-bold text-brand-950"
    >
      {count} new
      <span className="sr-only"> quote requests</span>
    </Link>
  );
}

/**
 * A request that came in while the admin is open, said once and politely (a live region, no
 * sound), with a link to it; it stays until opened or dismissed.
 */
function NewInquiryNotice() {
  const notice = useInquiriesStore((s) => s.notice);
  const id = useInquiriesStore((s) => s.noticeId);
  const dismiss = useInquiriesStore((s) => s.dismissNotice);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="fixed right-4 bottom-4 left-4 z-50 sm:left-auto sm:max-w-md"
    >
      {notice && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 shadow-lg ring-1 ring-amber-300">
          <span className="font-semibold">{notice}</span>
          <Link
            to={`${admin.inbox.getHref()}?open=${encodeURIComponent(id)}`}
            onClick={dismiss}
            className="font-medium text-brand-700 underline"
          >
            Open it
          </Link>
          <button type="button" onClick={dismiss} className="ml-auto text-amber-900 underline">
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}

/** The number of sign-ups awaiting approval beside the Users link (nothing when there are none). */
function PendingAccountsBadge() {
  const count = useUsersStore((s) => s.pendingCount);
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-brand-950">
      {count}
      <span className="sr-only"> awaiting approval</span>
    </span>
  );
}

function linkClass({ isActive }: { isActive: boolean }): string {
  return `flex items-center gap-2 rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-brand-700 hover:text-white'}`;
}

/**
 * The admin frame: sidebar navigation, logout, and the current screen. Guarded. It holds the
 * app's one toast area: only admin screens toast, and it stays mounted across them.
 */
export function AdminLayout() {
  return (
    <>
      <RequireAuth>
        <AdminFrame />
      </RequireAuth>
      <Toaster position="top-center" />
      <DialogHost />
    </>
  );
}

function AdminFrame() {
  const logout = useAuthStore((s) => s.logout);
  const email = useAuthStore((s) => s.user?.email);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const loadInquiries = useInquiriesStore((s) => s.load);
  const followInquiries = useInquiriesStore((s) => s.follow);
  const loadPendingAccounts = useUsersStore((s) => s.loadPendingCount);
  const name = useAuthStore((s) => s.user?.name);

  // The badge and the Inbox follow new requests as they come (issue 29): PocketBase's realtime,
  // which sends them to approved staff only (the collection's rules).
  useEffect(() => {
    void loadInquiries();
    let stop: (() => void) | null = null;
    let gone = false;
    void followInquiries().then((unsubscribe) => {
      if (gone) unsubscribe();
      else stop = unsubscribe;
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [loadInquiries, followInquiries]);

  useEffect(() => {
    void loadPendingAccounts();
  }, [loadPendingAccounts]);

  // The phone's drawer: focus moves into it; Esc closes it and gives the focus back to the toggle.
  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function handleLogout() {
    logout();
    navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      {/* note: a header (the banner landmark): axe-core's "region" wants all content in one */}
      <header className="sticky top-0 z-30 flex items-center justify-between bg-brand-900 px-4 py-3 text-white md:hidden">
        <span className="font-semibold">Admin Panel</span>
        <MobileInboxLink />
        <button
          ref={toggle}
          type="button"
          aria-label={open ? 'Close admin menu' : 'Open admin menu'}
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setOpen((o) => !o)}
          className="rounded p-2 hover:bg-brand-700"
        >
          {open ? <FaTimes aria-hidden="true" /> : <FaBars aria-hidden="true" />}
        </button>
      </header>

      {open && (
        // A click beside the drawer closes it (the keyboard has Esc and the toggle).
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-brand-950/50 md:hidden"
          onClick={() => setOpen(false)}
        />
      )}
      {/* note: on wide screens the sidebar stays in view (sticky, scrolling on its own); on phones
          it is a drawer below the top bar whose links scroll while Logout stays at its foot. */}
      <aside
        id="admin-sidebar"
        ref={drawer}
        className={`${open ? 'flex' : 'hidden'} fixed top-14 bottom-0 left-0 z-40 w-72 max-w-[85vw] flex-col bg-brand-900 p-4 text-white shadow-xl md:sticky md:top-0 md:z-auto md:flex md:h-screen md:w-64 md:max-w-none md:shrink-0 md:shadow-none`}
      >
        <p className="mb-6 hidden text-lg font-semibold md:block">Admin Panel</p>
        <nav aria-label="Admin" className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
          <ul className="space-y-0.5">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={() => setOpen(false)}>
                  {link.label}
                  {link.to === admin.inbox.getHref() && <NewInquiriesBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
          <h2 className="mt-3 mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-400">Site Settings</h2>
          <ul className="space-y-0.5">
            {SETTINGS_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <h2 className="mt-3 mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-400">Access</h2>
          <ul className="space-y-0.5">
            {ACCESS_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={() => setOpen(false)}>
                  {link.label}
                  {link.to === admin.users.getHref() && <PendingAccountsBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* note: on phones the account is one row (its email beside Logout), so every link above
            fits a 360×740 screen without scrolling (issue 39: Users lay under this footer). */}
        <div className="mt-3 flex shrink-0 items-center gap-2 border-t border-brand-700 pt-3 md:mt-4 md:block md:pt-4">
          {name && <p className="hidden truncate px-3 text-sm text-slate-200 md:block">{name}</p>}
          {email && <p className="min-w-0 flex-1 truncate px-3 text-xs text-slate-300 md:mb-2">{email}</p>}
          <button
            type="button"
            onClick={handleLogout}
            className="flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-300 hover:bg-brand-700 hover:text-white md:w-full"
          >
            <FaSignOutAlt aria-hidden="true" /> Logout
          </button>
        </div>
      </aside>

      <main className="min-w-0 flex-1 p-4 sm:p-8">
        <MailWarning />
        <LiveStatus />
        <Outlet />
        {/* note: after the screen in the page's order: its own status messages come first */}
        <NewInquiryNotice />
      </main>
    </div>
  );
}
