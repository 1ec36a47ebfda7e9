/**
 * A record's history (issue 28, item 2; decision 020): the current version, then each kept
 * version newest first with who replaced it, when, and what the change did (field by field); any
 * of them restored in one step, after a confirmation naming it. A restore is checked against the
 * record as this screen loaded it (409 when someone changed it since, like a stale save), and its
 * failure is shown beside the button pressed, in the forms' words (kit/failureReason.ts).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import {
  CONTENT,
  SINGLE_KEYS,
  type ContentKey,
  type Declaration,
  type Field,
  type SingleKey,
  type ThumbSize,
} from '@shared/content';
import { HISTORY_BYTES, HISTORY_KEEP, type Version } from '@shared/history';
import { Spinner } from '../../components/Spinner';
import { errorStatus } from '../../lib/apiErrors';
import { fileUrl } from '../../lib/files';
import { paths, settingsPath } from '../../lib/paths';
import type { BaseRecord } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { adminData } from '../data/adminData';
import { primaryButton, secondaryButton } from '../kit/buttonStyles';
import { confirmDialog } from '../kit/dialog';
import { failureReason } from '../kit/failureReason';
import { FormAlert } from '../kit/FormFields';
import { RecordMissing } from '../kit/RecordMissing';
import { useDraftFileToken } from '../kit/useDraftFileToken';
import { PageHeader } from '../kit/PageHeader';
import {
  fileChangeWords,
  historyKey,
  planRestore,
  restoreSentence,
  translationLanguage,
  restoreWarnings,
  versionDiff,
  versionLine,
  type FieldDiff,
  type NameOf,
} from './describeChange';

/** The red alert's first line when a restore fails; the reason goes under it. */
export const RESTORE_FAILED_MESSAGE = 'Failed to restore this version.';

type Loaded = BaseRecord & Record<string, unknown>;

/** Where the edit form of a record of `key` is. */
export function editHref(key: ContentKey, id: string): string {
  const admin = paths.admin;
  switch (key) {
    case 'projects':
      return admin.projectEdit.getHref(id);
    case 'services':
      return admin.serviceEdit.getHref(id);
    case 'team':
      return admin.teamEdit.getHref(id);
    case 'testimonials':
      return admin.testimonialEdit.getHref(id);
    case 'categories':
      return admin.categories.getHref();
    default:
      // A settings page: its screen follows from its declaration (shared/content.ts `admin`).
      return SINGLE_KEYS.includes(key as SingleKey) ? settingsPath(key as SingleKey) : admin.dashboard.getHref();
  }
}

/** "26 Nov 2026, 14:32" in the browser's time zone. */
export function when(date: string): string {
  const time = Date.parse(date.replace(' ', 'T'));
  if (Number.isNaN(time)) return '';
  return new Date(time).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

function who(version: Pick<Version, 'actor' | 'actor_name'> | undefined): string {
  if (!version) return '';
  return version.actor_name || version.actor || 'the server';
}

/** The name of a record: its label field, or the settings' noun ("Contact settings"). */
function nameOf(declaration: Declaration, record: Record<string, unknown> | null): string {
  const label = declaration.label && record ? String(record[declaration.label] ?? '') : '';
  if (label) return `“${label}”`;
  return declaration.noun.charAt(0).toUpperCase() + declaration.noun.slice(1);
}

type Status = 'loading' | 'ready' | 'missing' | 'failed';

export function HistoryPage() {
  const { content, recordId = '' } = useParams();
  const key = historyKey(content);
  if (!key) {
    return (
      <>
        <PageHeader title="History" />
        <RecordMissing status="missing" what="page" backTo={paths.admin.dashboard.getHref()} />
      </>
    );
  }
  return <History key={`${key}/${recordId}`} contentKey={key} recordId={recordId} />;
}

function History({ contentKey, recordId }: { contentKey: ContentKey; recordId: string }) {
  const declaration: Declaration = CONTENT[contentKey];
  const collection = declaration.collection;
  const [status, setStatus] = useState<Status>('loading');
  const [record, setRecord] = useState<Loaded | null>(null);
  const [versions, setVersions] = useState<Version[]>([]);
  const [notice, setNotice] = useState<string[]>([]);
  const categories = useSiteStore((s) => s.categories);
  const projects = useSiteStore((s) => s.projects);
  // note: relations are named from the site data (categories, projects): wait for it, or a
  // category would read as deleted.
  const siteLoading = useSiteStore((s) => s.loading);
  const fileToken = useDraftFileToken(record as { published?: unknown } | null);

  // note: bumped to read the record and its versions again (after a restore, on Reload).
  const [reads, setReads] = useState(0);
  const load = useCallback(async () => setReads((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    Promise.all([adminData.history.current(collection, recordId), adminData.history.of(collection, recordId)])
      .then(([loaded, list]) => {
        if (!current) return;
        setRecord(loaded as Loaded);
        setVersions(list);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (current) setStatus(errorStatus(err) === 404 ? 'missing' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [collection, recordId, reads]);

  const relationName: NameOf = (field, id) => {
    const target = field === 'category' ? categories : field === 'project' ? projects : [];
    const found = (target as { id: string; name?: string; title?: string }[]).find((r) => r.id === id);
    return found ? (found.name ?? found.title ?? id) : null;
  };

  const title = `History: ${nameOf(declaration, record)}`;
  const backTo = editHref(contentKey, recordId);
  if (status !== 'ready' || !record || siteLoading) {
    return (
      <>
        <PageHeader title="History" />
        {status === 'loading' || status === 'ready' ? (
          <Spinner label="Loading history" className="py-16" />
        ) : (
          <RecordMissing status={status === 'missing' ? 'missing' : 'failed'} what={declaration.noun} backTo={backTo} />
        )}
      </>
    );
  }

  async function restored(version: Version, missing: string[]) {
    toast.success(`Restored the version of ${when(version.saved_at)}.`);
    setNotice(missing);
    await load();
  }

  return (
    <>
      <PageHeader
        title={title}
        action={
          <Link to={backTo} className={`${secondaryButton} shrink-0 whitespace-nowrap`}>
            Back to the form
          </Link>
        }
      >
        The last {HISTORY_KEEP} versions are kept (at most {Math.round(HISTORY_BYTES / 1024)} KB of them). Restoring one
        puts it back as a new change; the current version stays in the history. Photos deleted since cannot come back.
      </PageHeader>
      {notice.length > 0 && (
        <div role="status" className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-medium">Restored, except:</p>
          <ul className="mt-1 list-disc pl-5">
            {notice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <ol className="space-y-4" aria-label="Versions, newest first">
        <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <p className="font-semibold text-brand-900">Current version</p>
          <p className="mt-1 text-sm text-slate-600">
            Saved {when(record.updated)}
            {versions[0] ? ` by ${who(versions[0])}` : ''}
          </p>
        </li>
        {versions.map((version, index) => (
          <VersionItem
            key={version.id}
            contentKey={contentKey}
            version={version}
            author={who(versions[index + 1])}
            record={record}
            fileToken={fileToken}
            relationName={relationName}
            onRestored={restored}
            onReload={load}
          />
        ))}
      </ol>
      {versions.length === 0 && (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm">
          No earlier versions yet. Each save from now on keeps the version it replaces.
        </p>
      )}
    </>
  );
}

interface VersionItemProps {
  contentKey: ContentKey;
  version: Version;
  /** Who saved this version (the change before it), when still in the history. */
  author: string;
  record: Loaded;
  fileToken: string | null | undefined;
  relationName: NameOf;
  onRestored: (version: Version, missing: string[]) => Promise<void>;
  onReload: () => Promise<void>;
}

function VersionItem({
  contentKey,
  version,
  author,
  record,
  fileToken,
  relationName,
  onRestored,
  onReload,
}: VersionItemProps) {
  const collection = CONTENT[contentKey].collection;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ reason: string | null; stale: boolean } | null>(null);
  const diffs = versionDiff(collection, version, relationName);
  const name = `the version of ${when(version.saved_at)}`;
  const headingId = `version-${version.id}`;

  async function restore() {
    const plan = planRestore(collection, version, record, relationName);
    const warnings = restoreWarnings(collection, plan);
    const confirmed = await confirmDialog(
      [`Restore ${name}? ${restoreSentence(version)}`, ...warnings, 'The current version stays in the history.'].join(
        ' ',
      ),
      { title: 'Restore this version?', confirmLabel: 'Restore this version', danger: false },
    );
    if (!confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminData.history.restore(version.id, record.updated);
      setBusy(false);
      await onRestored(version, restoreWarnings(collection, { missing: answer.missing, dropped: [] }));
    } catch (err) {
      setBusy(false);
      setFailure({ reason: await failureReason(err), stale: errorStatus(err) === 409 });
    }
  }

  return (
    <li aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id={headingId} className="font-semibold text-brand-900">
        Version of {when(version.saved_at)}
        {author && <span className="font-normal text-slate-600"> by {author}</span>}
      </h2>
      <p className="mt-1 break-words font-medium text-slate-800">{versionLine(diffs)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {version.restored_from ? 'Replaced by a restore' : 'Changed'} by {who(version)} on {when(version.created)}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">What changed</summary>
        <dl className="mt-3 space-y-4">
          {diffs.map((diff) => (
            <DiffRow key={diff.field} diff={diff} record={record} fileToken={fileToken} contentKey={contentKey} />
          ))}
        </dl>
      </details>
      <div className="mt-4 space-y-3">
        <FormAlert message={failure ? RESTORE_FAILED_MESSAGE : null} reason={failure?.reason} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {failure?.stale && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setFailure(null);
                void onReload();
              }}
            >
              Reload the history
            </button>
          )}
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-label={`Restore ${name}`}
            onClick={() => void restore()}
          >
            {busy ? 'Restoring...' : 'Restore this version'}
          </button>
        </div>
      </div>
    </li>
  );
}

function DiffRow({
  diff,
  record,
  fileToken,
  contentKey,
}: {
  diff: FieldDiff;
  record: Loaded;
  fileToken: string | null | undefined;
  contentKey: ContentKey;
}) {
  const declared = CONTENT[contentKey].fields[diff.field as never] as Field | undefined;
  const thumb = declared?.type === 'file' ? declared.thumbs[0] : undefined;
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-800">
        {diff.label}
        {diff.kind === 'files' && <span className="font-normal text-slate-600"> — {fileChangeWords(diff.change)}</span>}
      </dt>
      <dd className="mt-1 grid gap-2 text-sm sm:grid-cols-2">
        {diff.kind === 'text' && (
          <>
            <Side label="This version" tone="old">
              <p lang={translationLanguage(diff.field)} className="whitespace-pre-wrap break-words">
                {diff.before}
              </p>
            </Side>
            <Side label="Changed to" tone="new">
              <p lang={translationLanguage(diff.field)} className="whitespace-pre-wrap break-words">
                {diff.after}
              </p>
            </Side>
          </>
        )}
        {diff.kind === 'files' && (
          <>
            <Side label="This version" tone="old">
              <Thumbs names={diff.before} record={record} fileToken={fileToken} field={diff.field} thumb={thumb} />
            </Side>
            <Side label="Changed to" tone="new">
              <Thumbs names={diff.after} record={record} fileToken={fileToken} field={diff.field} thumb={thumb} />
            </Side>
          </>
        )}
        {diff.kind === 'alt' &&
          diff.entries.map((entry) => (
            <Side key={entry.file} label={`Photo ${entry.file}`} tone="new" wide>
              <p className="break-words">
                {entry.before} → {entry.after}
              </p>
            </Side>
          ))}
      </dd>
    </div>
  );
}

function Side({
  label,
  tone,
  wide,
  children,
}: {
  label: string;
  tone: 'old' | 'new';
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`min-w-0 rounded-md px-3 py-2 ${wide ? 'sm:col-span-2' : ''} ${
        tone === 'old' ? 'bg-slate-100 text-slate-800' : 'bg-emerald-50 text-emerald-950'
      }`}
    >
      <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <div className="max-h-48 overflow-auto">{children}</div>
    </div>
  );
}

/** The photos of a file field in order; those deleted since as a grey "Deleted" box. */
function Thumbs({
  names,
  record,
  fileToken,
  field,
  thumb,
}: {
  names: string[];
  record: Loaded;
  fileToken: string | null | undefined;
  field: string;
  thumb: ThumbSize | undefined;
}) {
  if (!names.length) return <p>(none)</p>;
  const current = record[field];
  const present = new Set(Array.isArray(current) ? (current as string[]) : current ? [String(current)] : []);
  return (
    <ol className="flex flex-wrap gap-2" aria-label="Photos in order">
      {names.map((name, i) => (
        <li key={name} className="h-14 w-14 shrink-0 overflow-hidden rounded bg-slate-200">
          {present.has(name) ? (
            <img
              src={fileUrl(record, name, thumb, fileToken)}
              alt={`Photo ${i + 1}`}
              title={name}
              className="h-full w-full object-cover"
              loading="lazy"
            />
          ) : (
            <span
              className="flex h-full w-full items-center justify-center text-center text-[10px] leading-tight text-slate-600"
              title={name}
            >
              Deleted
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
