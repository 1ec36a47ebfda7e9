import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { TRANSLATIONS } from '@shared/languages';
import { isPublished } from '@shared/order';
import { paths, projectHref } from '../../lib/paths';
import { PROJECT_STATUSES, type Project, type ProjectCategory, type ProjectStatus } from '../../lib/types';
import { fileUrl } from '../../lib/files';
import { useSiteStore } from '../../stores/site';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { SelectField, TextField } from '../kit/FormFields';
import { GalleryField } from '../kit/GalleryField';
import { DescriptionField } from './DescriptionField';
import { ImageWithAlt } from '../kit/ImageWithAlt';
import { GalleryAltFields } from '../kit/GalleryAltFields';
import { PublishedSwitch } from '../kit/PublishedSwitch';
import { EditScreen } from '../kit/EditScreen';
import { useRecord } from '../kit/useRecord';
import { useRecordForm } from '../kit/useRecordForm';
import { draftFileTokenNow, useDraftFileToken } from '../kit/useDraftFileToken';
import { HistoryLink } from '../history/HistoryLink';
import { secondaryButton } from '../kit/buttonStyles';
import { PreviewButton } from '../kit/PreviewButton';
import { RecordFormFrame } from '../kit/RecordFormFrame';
import { LIMITS } from '@shared/limits';
import { newFileAltKey } from '@shared/images';
import { focusPayload, focusText } from '@shared/focus';
import { yearMessage } from '@shared/schemas';
import { IMAGE_TYPE_MESSAGE, isAcceptedImage, numberField, schemaErrors, type FormErrors } from '../kit/validation';
import { TranslationFields } from '../kit/TranslationFields';
import { altMapOf, translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { FORMATTING_HINT } from '@shared/formatting';

/**
 * The red alert when saving fails: seed section 8's text without its "Please check the console for
 * details." (issue 39: no office worker can act on it); the plain reason goes beside it.
 */
export const PROJECT_SAVE_FAILED_MESSAGE = 'Failed to save project.';
export const YEAR_MESSAGE = yearMessage(LIMITS.projectYear);
export const COVER_REQUIRED_MESSAGE = 'Choose a cover image.';
export const GALLERY_FULL_MESSAGE = `A project can have at most ${LIMITS.galleryImages} gallery images.`;

/** The text fields of the project form, as typed. */
export type ProjectValues = {
  title: string;
  category: string;
  client: string;
  architect: string;
  location: string;
  cost: string;
  year: string;
  status: ProjectStatus;
  /** Alt text of the cover; empty: "Title, Location" on the public pages. */
  coverImage_alt: string;
  /** Optional paragraphs with safe formatting (decision 021). */
  description: string;
  /** The cover's focal point, "x y" (decision 021). */
  coverImage_focus: string;
} & TranslationValues;

/** The English fields' labels, which their translations repeat ("Title (Sinhala)"). */
const PROJECT_LABELS = {
  title: 'Title',
  description: 'Description',
  coverImage_alt: 'Cover image alt text',
  images_alt: 'Gallery alt text',
};

type ProjectField = keyof ProjectValues | 'coverImage' | 'images' | 'images_alt';

/** The files of the project form. */
export interface ProjectFiles {
  cover: File | null;
  /** The record already has a cover (edit mode). */
  hasCover: boolean;
  added: File[];
  existing: string[];
  removed: string[];
}

/** A new project's values: the current year, On-going, the first category (seed section 4). */
export function newProjectValues(categories: Pick<ProjectCategory, 'id'>[], now = new Date()): ProjectValues {
  return {
    title: '',
    category: categories[0]?.id ?? '',
    client: '',
    architect: '',
    location: '',
    cost: '',
    year: String(now.getFullYear()),
    status: 'On-going',
    coverImage_alt: '',
    description: '',
    coverImage_focus: focusText(null),
    ...translationValues('projects', null),
  };
}

function valuesOf(project: Project): ProjectValues {
  return {
    title: project.title,
    category: project.category,
    client: project.client,
    architect: project.architect,
    location: project.location,
    cost: project.cost,
    year: String(project.year),
    status: project.status,
    coverImage_alt: project.coverImage_alt ?? '',
    description: project.description ?? '',
    coverImage_focus: focusText(project.coverImage_focus),
    ...translationValues('projects', project),
  };
}

/** Every field is required (seed section 5), the year is a whole year, a new project needs a cover. */
export function validateProject(values: ProjectValues, files: ProjectFiles): FormErrors<ProjectField> {
  const kept = files.existing.filter((name) => !files.removed.includes(name));
  const errors = schemaErrors<ProjectField>('projects', {
    ...projectPayload(values, null, [], []),
    ...translationPayload('projects', values, kept),
  });
  if (files.cover && !isAcceptedImage(files.cover)) errors.coverImage = IMAGE_TYPE_MESSAGE;
  else if (!files.cover && !files.hasCover) errors.coverImage = COVER_REQUIRED_MESSAGE;
  if (files.added.some((file) => !isAcceptedImage(file))) errors.images = IMAGE_TYPE_MESSAGE;
  else if (files.existing.length - files.removed.length + files.added.length > LIMITS.galleryImages) {
    errors.images = GALLERY_FULL_MESSAGE;
  }
  return errors;
}

/**
 * The record fields to send (seed section 7): text fields trimmed, year as an integer, the
 * cover only when a new one was chosen, new gallery files, removed ones as `images-`.
 * The SDK sends it as multipart when it holds files.
 *
 * note: on an update PocketBase reads a plain `images` as the whole new list (dropping the files
 * kept), so new files are appended with `images+`; a create sends `images`. A gallery staff
 * reordered (`order`, the existing files' names) is sent as that whole list, the removed left
 * out: PocketBase applies `images` before `images+` (shorter keys first), so new files follow.
 */
export function projectPayload(
  values: ProjectValues,
  cover: File | null,
  added: File[],
  removed: string[],
  updating = false,
  order: string[] | null = null,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    title: values.title.trim(),
    category: values.category,
    client: values.client.trim(),
    architect: values.architect.trim(),
    location: values.location.trim(),
    cost: values.cost.trim(),
    year: numberField(values.year),
    status: values.status,
    coverImage_alt: values.coverImage_alt.trim(),
    description: values.description.trim(),
    coverImage_focus: focusPayload(values.coverImage_focus),
  };
  if (cover) payload.coverImage = cover;
  if (updating && order) payload.images = order.filter((name) => !removed.includes(name));
  else if (removed.length) payload['images-'] = removed;
  if (added.length) payload[updating ? 'images+' : 'images'] = added;
  return payload;
}

/**
 * A stored image of the project as a file to send again (the chosen gallery photo as the cover,
 * the old cover into the gallery): staff pick, the browser fetches the original, nobody uploads
 * it again by hand. Rejects when it cannot be read.
 */
async function storedImage(project: Project, name: string): Promise<File> {
  // note: a draft's files are served only with staff's file token (issue 26, item 6).
  const response = await fetch(fileUrl(project, name, undefined, await draftFileTokenNow(project)));
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], name, { type: blob.type || 'image/jpeg' });
}

/** Said once "Make cover" has swapped the photo and the cover in the form. */
export const MAKE_COVER_DONE_MESSAGE =
  'The photo will be the cover (its focal point centred), and the old cover a gallery photo, once you save.';

/** Shown when a stored photo could not be read to swap it with the cover. */
export const MAKE_COVER_FAILED_MESSAGE = 'Could not use that photo as the cover. Check the connection and try again.';

/** `list` with `name` moved `step` places (-1 earlier, 1 later; a drop moves it to `step`'s place). */
export function moved(list: string[], name: string, step: number): string[] {
  const from = list.indexOf(name);
  const to = Math.max(0, Math.min(list.length - 1, from + step));
  if (from < 0 || to === from) return list;
  const next = list.filter((n) => n !== name);
  next.splice(to, 0, name);
  return next;
}

/** The gallery alt texts of a saved project, by file name. */
function galleryAltOf(project: Project | null): Record<string, string> {
  return { ...(project?.images_alt ?? {}) };
}

/** The alt texts to save: those of the files kept, trimmed, without empty ones. */
export function keptGalleryAlt(
  alt: Record<string, string>,
  existing: string[],
  removed: string[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of existing) {
    const text = (alt[name] ?? '').trim();
    if (text && !removed.includes(name)) kept[name] = text;
  }
  return kept;
}

/**
 * The alt texts of the new gallery files, by their place among the files sent (empty ones left
 * out): the server stores each under its file's name (issue 28, item 3).
 */
export function newGalleryAlt(alt: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  alt.forEach((value, index) => {
    const text = value.trim();
    if (text) found[newFileAltKey(index)] = text;
  });
  return found;
}

/** Project form (create, or edit when the id is in the route). */
export function ProjectFormPage() {
  const { projectId } = useParams();
  const { status, record } = useRecord(adminData.projects, projectId);
  const categoriesLoading = useSiteStore((s) => s.loading);
  const title = projectId ? 'Edit Project' : 'Add New Project';

  return (
    <EditScreen
      title={title}
      status={status}
      waiting={categoriesLoading}
      what="project"
      backTo={paths.admin.projects.getHref()}
    >
      <ProjectForm key={record?.id ?? 'new'} title={title} project={record} />
    </EditScreen>
  );
}

function ProjectForm({ title, project }: { title: string; project: Project | null }) {
  const categories = useSiteStore((s) => s.categories);
  const [cover, setCover] = useState<File | null>(null);
  const [added, setAdded] = useState<File[]>([]);
  const [addedAlt, setAddedAlt] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [initialGalleryAlt] = useState(() => galleryAltOf(project));
  const [galleryAlt, setGalleryAlt] = useState(initialGalleryAlt);
  // note: a new project starts as a draft (decision 010).
  const wasPublished = project ? isPublished(project) : false;
  const [published, setPublished] = useState(wasPublished);
  const existing = project?.images ?? [];
  const fileToken = useDraftFileToken(project);
  const [order, setOrder] = useState(existing);
  const [makingCover, setMakingCover] = useState<string | null>(null);
  const [coverSwap, setCoverSwap] = useState<{ photo: string; oldCover: File } | null>(null);
  const reordered = order.join('/') !== existing.join('/');
  // The saved gallery photos that stay, in the order staff gave them.
  const keptFiles = order.filter((name) => !removed.includes(name));
  const form = useRecordForm<ProjectValues, Project>({
    record: project,
    initial: () => (project ? valuesOf(project) : newProjectValues(categories)),
    validate: (values) =>
      validateProject(values, { cover, hasCover: Boolean(project?.coverImage), added, existing, removed }),
    failureMessage: PROJECT_SAVE_FAILED_MESSAGE,
    images: cover ? [cover, ...added] : added,
    pending:
      removed.length > 0 ||
      reordered ||
      JSON.stringify(galleryAlt) !== JSON.stringify(initialGalleryAlt) ||
      published !== wasPublished,
    payload: (values, compressed) => ({
      ...projectPayload(
        values,
        cover ? compressed[0] : null,
        cover ? compressed.slice(1) : compressed,
        removed,
        Boolean(project),
        reordered ? order : null,
      ),
      images_alt: { ...keptGalleryAlt(galleryAlt, existing, removed), ...newGalleryAlt(addedAlt) },
      ...translationPayload('projects', values, keptFiles),
      published,
    }),
    records: adminData.projects,
    savedMessage: project ? 'Project saved.' : 'Project created.',
    backTo: paths.admin.projects.getHref(),
  });
  const { values, bind, errors, clearError, saving, uploads } = form;

  /**
   * The gallery photo `name` becomes the cover and the cover joins the gallery, on Save: both are
   * read from the server and sent as new files (the gallery photo is removed from the gallery);
   * the photo's alt text goes with it.
   */
  async function makeCover(saved: Project, name: string) {
    setMakingCover(name);
    try {
      const [photo, oldCover] = await Promise.all([
        storedImage(saved, name),
        cover ? Promise.resolve(cover) : storedImage(saved, saved.coverImage),
      ]);
      setCover(photo);
      setAdded((list) => [...list, oldCover]);
      setRemoved((list) => (list.includes(name) ? list : [...list, name]));
      setCoverSwap({ photo: name, oldCover });
      const alt = galleryAlt[name]?.trim();
      if (alt) form.set('coverImage_alt', alt);
      // Its translations go with it; the old cover's described another picture (issue 40).
      for (const language of TRANSLATIONS)
        form.set(`coverImage_alt_${language}`, altMapOf(values[`images_alt_${language}`])[name]?.trim() ?? '');
      // The new cover starts centred: the old cover's point meant another picture (issue 39).
      form.set('coverImage_focus', focusText(null));
      toast.success(MAKE_COVER_DONE_MESSAGE);
    } catch {
      toast.error(MAKE_COVER_FAILED_MESSAGE);
    } finally {
      setMakingCover(null);
    }
  }

  /** Moves the new photo at `index` `step` places among the new ones, its alt text with it. */
  function moveAdded(index: number, step: -1 | 1) {
    const to = index + step;
    if (to < 0 || to >= added.length) return;
    const swap = <T,>(list: T[], fill: T): T[] => {
      const next = Array.from({ length: Math.max(list.length, added.length) }, (_, i) => list[i] ?? fill);
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    };
    setAdded((list) => swap(list, list[0]!));
    setAddedAlt((list) => swap(list, ''));
  }

  /**
   * The new photo at `index` becomes the cover, with its alt text and a centred focal point; the
   * cover it replaces (one chosen, or the saved one, read back) takes its place among the new
   * photos, with the cover's alt text (issue 39: as "Make cover" does for a saved photo).
   */
  async function makeAddedCover(index: number) {
    const photo = added[index]!;
    let oldCover: File | null = cover;
    if (!oldCover && project?.coverImage) {
      try {
        oldCover = await storedImage(project, project.coverImage);
      } catch {
        toast.error(MAKE_COVER_FAILED_MESSAGE);
        return;
      }
    }
    const photoAlt = addedAlt[index] ?? '';
    setCover(photo);
    setAdded((list) =>
      oldCover ? list.map((f, i) => (i === index ? oldCover : f)) : list.filter((_, i) => i !== index),
    );
    setAddedAlt((list) => {
      const next = Array.from({ length: added.length }, (_, i) => list[i] ?? '');
      if (oldCover) next[index] = values.coverImage_alt;
      else next.splice(index, 1);
      return next;
    });
    // The old cover is marked as such among the new photos (no saved photo became the cover).
    setCoverSwap(oldCover ? { photo: '', oldCover } : null);
    form.set('coverImage_alt', photoAlt);
    // A new photo has no translations yet; the old cover's described another picture.
    for (const language of TRANSLATIONS) form.set(`coverImage_alt_${language}`, '');
    form.set('coverImage_focus', focusText(null));
    clearError('coverImage');
    toast.success(
      oldCover ? MAKE_COVER_DONE_MESSAGE : 'The photo will be the cover (its focal point centred) once you save.',
    );
  }

  // A category may have been deleted meanwhile, or none exist yet: keep the stored value selectable.
  const categoryOptions = categories.map((c) => ({ value: c.id, label: c.name }));
  if (!values.category || !categories.some((c) => c.id === values.category)) {
    categoryOptions.unshift({
      value: values.category,
      label: values.category ? 'Unknown category' : 'Choose a category',
    });
  }

  return (
    <RecordFormFrame
      title={title}
      form={form}
      action={
        project && (
          <div className="flex flex-wrap gap-2">
            <PreviewButton to={projectHref(project)} className={secondaryButton} />
            <HistoryLink content="projects" id={project.id} />
          </div>
        )
      }
      notice={
        categories.length === 0 &&
        !project && (
          <p className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-800">
            There are no project categories yet.{' '}
            <Link to={paths.admin.categories.getHref()} className="font-medium underline">
              Add a category
            </Link>{' '}
            first.
          </p>
        )
      }
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={PROJECT_LABELS.title} required {...bind('title')} />
        <SelectField label="Category" required {...bind('category')} options={categoryOptions} />
        <TextField label="Client" required {...bind('client')} />
        <TextField label="Architect" required {...bind('architect')} />
        <TextField label="Location" required {...bind('location')} />
        <TextField label="Cost" required {...bind('cost')} hint="As it should read, e.g. LKR 45 million" />
        <TextField
          label="Completion Year"
          required
          type="number"
          inputMode="numeric"
          min={LIMITS.projectYear.min}
          max={LIMITS.projectYear.max}
          step={1}
          {...bind('year')}
        />
        <SelectField
          label="Status"
          required
          {...bind('status')}
          options={PROJECT_STATUSES.map((s) => ({ value: s, label: s }))}
        />
      </div>
      <DescriptionField {...bind('description')} />
      <ImageWithAlt
        form={form}
        field="coverImage"
        label="Cover Image"
        required
        file={cover}
        onFile={setCover}
        currentUrl={project ? fileUrl(project, project.coverImage, '480x0', fileToken) : ''}
        hint="Large photos are made smaller (at most 1 MB, 1920 px) before upload."
        altFallback="the title and location"
        focalUrl={project ? fileUrl(project, project.coverImage, '1600x0', fileToken) : ''}
      />
      <GalleryField
        label="Gallery Images"
        record={project}
        fileToken={fileToken}
        existing={order}
        onMove={(name, step) => setOrder((list) => moved(list, name, step))}
        onMakeCover={project ? (name) => void makeCover(project, name) : undefined}
        makingCover={makingCover}
        removed={removed}
        onToggleRemoved={(name) =>
          setRemoved((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]))
        }
        added={added}
        onAdd={(files) => {
          setAdded((list) => [...list, ...files]);
          clearError('images');
        }}
        coverSwap={coverSwap}
        onMoveAdded={moveAdded}
        onMakeCoverAdded={(index) => void makeAddedCover(index)}
        onRemoveAdded={(index) => {
          setAdded((list) => list.filter((_, i) => i !== index));
          setAddedAlt((list) => list.filter((_, i) => i !== index));
        }}
        error={errors.images}
      />
      {(existing.length > removed.length || added.length > 0) && (
        <GalleryAltFields
          record={project}
          fileToken={fileToken}
          files={order.filter((name) => !removed.includes(name))}
          values={galleryAlt}
          onChange={(name, alt) => setGalleryAlt((current) => ({ ...current, [name]: alt }))}
          added={added}
          addedValues={addedAlt}
          onChangeAdded={(index, alt) =>
            setAddedAlt((list) => {
              const next = [...list];
              while (next.length < index) next.push('');
              next[index] = alt;
              return next;
            })
          }
        />
      )}
      <TranslationFields
        content="projects"
        form={form}
        labels={PROJECT_LABELS}
        hints={{ description: FORMATTING_HINT }}
        english={{ images_alt: keptGalleryAlt(galleryAlt, existing, removed) }}
        files={keptFiles}
      />
      <PublishedSwitch what="project" checked={published} onChange={setPublished} />
      <FormActions
        failure={form}
        cancelTo={paths.admin.projects.getHref()}
        submitLabel={project ? 'Save Changes' : 'Create Project'}
        busyLabel={project ? 'Saving...' : 'Creating...'}
        busy={saving}
        uploads={uploads}
      />
    </RecordFormFrame>
  );
}
