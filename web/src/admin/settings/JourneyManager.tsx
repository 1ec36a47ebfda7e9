import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { FaEdit, FaTrash } from 'react-icons/fa';
import { LIMITS } from '@shared/limits';
import { Spinner } from '../../components/Spinner';
import type { JourneyItem } from '../../lib/types';
import { withLoadedVersion } from '../../lib/recordVersion';
import { useSiteStore } from '../../stores/site';
import { adminData } from '../data/adminData';
import { dangerButton, linkButton, primaryButton, secondaryButton } from '../kit/buttonStyles';
import { FormAlert, TextAreaField, TextField } from '../kit/FormFields';
import { LoadFailed } from '../kit/LoadFailed';
import { useDeleteRow } from '../kit/useDeleteRow';
import { useInlineForm } from '../kit/useForm';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { numberField, parseInteger, schemaErrors, type FormErrors } from '../kit/validation';

/** The journey toasts of seed section 8. */
export const JOURNEY_LOAD_FAILED = 'Failed to load journey items.';
export const JOURNEY_SAVE_FAILED = 'Failed to save journey item.';
export const JOURNEY_DELETE_FAILED = 'Failed to delete journey item.';
export const JOURNEY_CREATED = 'Journey item created successfully!';
export const JOURNEY_UPDATED = 'Journey item updated successfully!';
export const JOURNEY_DELETED = 'Journey item deleted successfully!';
export const DELETE_JOURNEY_CONFIRM = 'Are you sure you want to delete this journey item?';

export type JourneyValues = { year: string; title: string; description: string } & TranslationValues;

const EMPTY: JourneyValues = { year: '', title: '', description: '', ...translationValues('journey', null) };

/** The English fields' labels, which their translations repeat. */
const JOURNEY_LABELS = { title: 'Title', description: 'Description' };

/** Year (a number), title and description are required (seed section 5). */
export function validateJourney(values: JourneyValues): FormErrors<keyof JourneyValues> {
  return schemaErrors('journey', {
    ...values,
    ...translationPayload('journey', values),
    year: numberField(values.year),
  });
}

/**
 * Reads the timeline into the site store; a failure shows the seed's toast, and the screen the
 * error with a Retry instead of an empty timeline.
 */
function readJourney(): Promise<'ready' | 'failed'> {
  return adminData.journey.list().then(
    () => 'ready',
    () => {
      toast.error(JOURNEY_LOAD_FAILED);
      return 'failed';
    },
  );
}

/** Manage Journey Timeline: a form in create or edit mode, and the items by year with Edit and Delete. */
export function JourneyManager() {
  const journey = useSiteStore((s) => s.journey);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [editing, setEditing] = useState<JourneyItem | null>(null);
  const form = useInlineForm<JourneyValues>({
    initial: EMPTY,
    validate: validateJourney,
    failureMessage: JOURNEY_SAVE_FAILED,
    toastFailure: true,
    save(values, uploads) {
      const data = {
        year: parseInteger(values.year) ?? 0,
        title: values.title.trim(),
        description: values.description.trim(),
        ...translationPayload('journey', values),
      };
      const payload = withLoadedVersion(data, editing);
      return uploads.save([], (_, options) =>
        editing ? adminData.journey.update(editing.id, payload, options) : adminData.journey.create(payload, options),
      );
    },
    onSaved() {
      toast.success(editing ? JOURNEY_UPDATED : JOURNEY_CREATED);
      stopEditing();
    },
  });
  const { bind, values, set, errors, reset, saving, formProps, failure, failureReason } = form;
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: DELETE_JOURNEY_CONFIRM,
    failureText: JOURNEY_DELETE_FAILED,
    notify: (message) => toast.error(message),
    remove: adminData.journey.remove,
    onDeleted: (id) => {
      toast.success(JOURNEY_DELETED);
      if (editing?.id === id) stopEditing();
    },
  });

  useEffect(() => {
    let current = true;
    void readJourney().then((read) => {
      if (current) setStatus(read);
    });
    return () => {
      current = false;
    };
  }, []);

  function startEditing(item: JourneyItem) {
    setEditing(item);
    reset({
      year: String(item.year),
      title: item.title,
      description: item.description,
      ...translationValues('journey', item),
    });
    formProps.ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }

  function stopEditing() {
    setEditing(null);
    reset(EMPTY);
  }

  return (
    <section aria-labelledby="journey-heading" className="mt-10">
      <h2 id="journey-heading" className="text-xl font-bold text-brand-900">
        Manage Journey Timeline
      </h2>
      <p className="mt-1 text-sm text-slate-600">The milestones shown on the About page, in order of year.</p>
      <form
        {...formProps}
        aria-label={editing ? 'Edit journey item' : 'Add journey item'}
        className="mt-4 space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h3 className="font-semibold text-slate-800">
          {editing ? `Editing: ${editing.year} — ${editing.title}` : 'Add a milestone'}
        </h3>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField
            label="Year"
            required
            type="number"
            inputMode="numeric"
            min={LIMITS.journeyYear.min}
            max={LIMITS.journeyYear.max}
            {...bind('year')}
          />
          <TextField label="Title" required {...bind('title')} />
        </div>
        <TextAreaField label="Description" required rows={3} {...bind('description')} />
        <TranslationFields content="journey" form={{ values, errors, set }} labels={JOURNEY_LABELS} level={4} />
        <FormAlert message={failure} reason={failureReason} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {editing && (
            <button type="button" onClick={stopEditing} disabled={saving} className={secondaryButton}>
              Cancel
            </button>
          )}
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? 'Saving...' : editing ? 'Update Item' : 'Add Item'}
          </button>
        </div>
      </form>

      <div className="mt-6">
        {status === 'loading' ? (
          <Spinner label="Loading journey items" className="py-8" />
        ) : status === 'failed' ? (
          <LoadFailed onRetry={async () => setStatus(await readJourney())} />
        ) : journey.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            No milestones yet.
          </p>
        ) : (
          <ol aria-label="Journey items" className="space-y-3">
            {journey.map((item) => {
              const deleting = deletingId === item.id;
              return (
                <li
                  key={item.id}
                  aria-disabled={deleting || undefined}
                  className={`flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 sm:flex-row sm:items-start ${editing?.id === item.id ? 'ring-brand-600' : 'ring-slate-200'} ${deleting ? 'opacity-60' : ''}`}
                >
                  <span className="w-16 shrink-0 text-lg font-bold text-brand-700">{item.year}</span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{item.title}</p>
                    <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{item.description}</p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <button
                      type="button"
                      onClick={() => startEditing(item)}
                      disabled={deleting}
                      aria-label={`Edit ${item.title}`}
                      className={linkButton}
                    >
                      <FaEdit aria-hidden="true" /> Edit
                    </button>
                    <button
                      type="button"
                      onClick={() => void handleDelete(item.id, item.title)}
                      disabled={deletingId !== null}
                      aria-label={`${deleting ? 'Deleting...' : 'Delete'} ${item.title}`}
                      className={dangerButton}
                    >
                      <FaTrash aria-hidden="true" /> {deleting ? 'Deleting...' : 'Delete'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
