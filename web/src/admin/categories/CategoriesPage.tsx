import { useState } from 'react';
import type { SendOptions } from 'pocketbase';
import toast from 'react-hot-toast';
import { HistoryLink } from '../history/HistoryLink';
import { errorStatus, fieldErrorCodes, serverMessage } from '../../lib/apiErrors';
import { withLoadedVersion } from '../../lib/recordVersion';
import type { ProjectCategory } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { adminData } from '../data/adminData';
import { AdminList, useSiteList, type ListColumn } from '../kit/AdminList';
import { primaryButton, secondaryButton } from '../kit/buttonStyles';
import { FormAlert, TextField } from '../kit/FormFields';
import { PageHeader } from '../kit/PageHeader';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { useInlineForm } from '../kit/useForm';
import { isBlank, REQUIRED_MESSAGE, schemaErrors, type FormErrors } from '../kit/validation';

export const DELETE_CATEGORY_CONFIRM = 'Are you sure you want to delete this category?';
export const DELETE_CATEGORY_FAILED = 'There was an error deleting the category. Please try again.';
export const CATEGORY_SAVE_FAILED = 'Failed to save the category. Please try again.';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.';
export const CATEGORY_SLUG_TAKEN = 'Another category already uses this URL name.';
export const CATEGORY_SLUG_MESSAGE =
  'Use lowercase letters and numbers, joined by single hyphens (like "home-renovation").';

export type CategoryValues = { name: string; slug: string } & TranslationValues;

/** Fields of a category a form sends; an empty slug is derived by the server. */
export type CategoryInput = { name: string; slug?: string } & Record<string, unknown>;

const EMPTY_CATEGORY: CategoryValues = { name: '', slug: '', ...translationValues('categories', null) };

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The name is required (and unique, checked by the server); the slug is optional but well formed. */
export function validateCategory(values: CategoryValues): FormErrors<keyof CategoryValues> {
  const errors: FormErrors<keyof CategoryValues> = {};
  if (isBlank(values.name)) errors.name = REQUIRED_MESSAGE;
  const slug = values.slug.trim();
  if (slug && !SLUG_PATTERN.test(slug)) errors.slug = CATEGORY_SLUG_MESSAGE;
  // The name's translations, by the name's rules (the shared schema).
  const translations = translationPayload('categories', values);
  const problems: FormErrors = schemaErrors('categories', { name: values.name.trim(), ...translations });
  for (const column of Object.keys(translations))
    if (problems[column]) Object.assign(errors, { [column]: problems[column] });
  return errors;
}

/** What to send: an empty slug lets the server derive it from the name. */
export function categoryPayload(values: CategoryValues): CategoryInput {
  return { name: values.name.trim(), slug: values.slug.trim(), ...translationPayload('categories', values) };
}

/** Field errors for a refused save: names and slugs are unique (the server says which). */
export function categoryServerErrors(err: unknown): FormErrors<keyof CategoryValues> {
  const codes = fieldErrorCodes(err);
  const errors: FormErrors<keyof CategoryValues> = {};
  if (codes.name === 'validation_not_unique') errors.name = CATEGORY_NAME_TAKEN;
  if (codes.slug === 'validation_not_unique') errors.slug = CATEGORY_SLUG_TAKEN;
  else if (codes.slug) errors.slug = CATEGORY_SLUG_MESSAGE;
  return errors;
}

/** The server's reason for refusing a delete (a category still in use), else the generic text. */
export function categoryDeleteFailure(err: unknown): string {
  return (errorStatus(err) === 400 && serverMessage(err)) || DELETE_CATEGORY_FAILED;
}

interface CategoryFormProps {
  initial: CategoryValues;
  submitLabel: string;
  busyLabel: string;
  onSave: (values: CategoryInput, options: SendOptions) => Promise<void>;
  onCancel?: () => void;
  label: string;
  compact?: boolean;
}

/** Name and optional URL name of a category: used to add one and to rename one. */
function CategoryForm({ initial, submitLabel, busyLabel, onSave, onCancel, label, compact }: CategoryFormProps) {
  const form = useInlineForm<CategoryValues>({
    initial,
    validate: validateCategory,
    failureMessage: CATEGORY_SAVE_FAILED,
    serverErrors: categoryServerErrors,
    async save(values, uploads) {
      if (!(await uploads.save([], (_, options) => onSave(categoryPayload(values), options)))) return false;
      // The add form empties for the next category; a rename closes (its row returns).
      if (!onCancel) form.reset(EMPTY_CATEGORY);
    },
  });
  const { bind, errors, saving, failure, failureReason, formProps } = form;

  const hasFieldError = Boolean(errors.name || errors.slug);
  return (
    <form {...formProps} aria-label={label} className="space-y-3">
      {!hasFieldError && <FormAlert message={failure} reason={failureReason} />}
      <div className={`grid gap-3 ${compact ? 'lg:grid-cols-2' : 'md:grid-cols-2 md:items-start'}`}>
        <TextField label="Name" required {...bind('name')} />
        <TextField
          label="URL Name"
          {...bind('slug')}
          hint="Leave empty to make it from the name."
          className="font-mono"
        />
      </div>
      <TranslationFields content="categories" form={form} labels={{ name: 'Name' }} level={3} />
      <div className="flex justify-end gap-2">
        {compact && (
          <button type="button" onClick={onCancel} disabled={saving} className={secondaryButton}>
            Cancel
          </button>
        )}
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** Project categories: list, add, rename, delete (refused while projects still use one). */
export function CategoriesPage() {
  const list = useSiteList('categories');
  const projects = useSiteStore((s) => s.projects);
  const [editingId, setEditingId] = useState<string | null>(null);

  function projectCount(category: ProjectCategory): number {
    return projects.filter((p) => p.category === category.id).length;
  }

  const columns: ListColumn<ProjectCategory>[] = [
    { label: 'Name', className: 'font-medium text-slate-900', cell: (category) => category.name },
    { label: 'URL Name', wide: true, className: 'font-mono text-xs', cell: (category) => category.slug },
    { label: 'Projects', wide: true, cell: projectCount },
  ];

  return (
    <>
      <PageHeader title="Project Categories">
        Projects are grouped by category on the public site; the URL name is the category's address (
        <span className="font-mono">/projects/url-name</span>).
      </PageHeader>
      <section
        aria-labelledby="add-category"
        className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="add-category" className="mb-3 font-semibold text-slate-800">
          Add a category
        </h2>
        <CategoryForm
          label="Add category"
          initial={EMPTY_CATEGORY}
          submitLabel="Add Category"
          busyLabel="Adding..."
          onSave={async (values, options) => {
            await adminData.categories.create(values, options);
            toast.success('Category added.');
          }}
        />
      </section>
      <AdminList
        content="categories"
        {...list}
        loadingLabel="Loading categories"
        emptyText="No categories yet. Add the first one above."
        caption="Project categories"
        columns={columns}
        nameOf={(category) => category.name}
        move={adminData.categories.move}
        moveDisabled={editingId !== null}
        remove={{
          confirmText: DELETE_CATEGORY_CONFIRM,
          failureText: categoryDeleteFailure,
          deletedText: 'Category deleted.',
          call: adminData.categories.remove,
        }}
        actionsOf={(category) => ({ onRename: () => setEditingId(category.id) })}
        rowOverride={(category) =>
          editingId === category.id && (
            <tr key={category.id}>
              {/* the order column, the columns, the actions */}
              <td colSpan={columns.length + 3} className="bg-brand-50/50 px-4 py-4">
                <div className="mb-3 flex justify-end">
                  <HistoryLink content="categories" id={category.id} />
                </div>
                <CategoryForm
                  compact
                  label={`Rename ${category.name}`}
                  initial={{ name: category.name, slug: category.slug, ...translationValues('categories', category) }}
                  submitLabel="Save"
                  busyLabel="Saving..."
                  onCancel={() => setEditingId(null)}
                  onSave={async (values, options) => {
                    await adminData.categories.update(category.id, withLoadedVersion(values, category), options);
                    toast.success('Category saved.');
                    setEditingId(null);
                  }}
                />
              </td>
            </tr>
          )
        }
      />
    </>
  );
}
