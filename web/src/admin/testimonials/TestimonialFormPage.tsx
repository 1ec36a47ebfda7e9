import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { fileUrl } from '../../lib/files';
import { fieldErrors } from '../../lib/apiErrors';
import { withLoadedVersion } from '../../lib/recordVersion';
import type { Testimonial } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { useTestimonialsStore } from '../../stores/testimonials';
import { EditScreen } from '../kit/EditScreen';
import { FormActions } from '../kit/FormActions';
import { FormAlert, SelectField, TextAreaField, TextField } from '../kit/FormFields';
import { ImageField } from '../kit/ImageField';
import { PageHeader } from '../shell/PageHeader';
import { useFormSubmit } from '../kit/useFormSubmit';
import { useRecord } from '../kit/useRecord';
import { useUnsavedChanges } from '../kit/useUnsavedChanges';
import {
  focusFirstInvalid,
  IMAGE_TYPE_MESSAGE,
  isAcceptedImage,
  isValid,
  schemaErrors,
  type FormErrors,
} from '../kit/validation';

export const TESTIMONIAL_SAVE_FAILED_MESSAGE = 'Failed to save the testimonial. Please try again.';
/** The server's limit on a quote's length. */
export const QUOTE_MAX_LENGTH = 1000;

export interface TestimonialValues {
  client_name: string;
  client_role: string;
  project: string;
  quote: string;
}

type TestimonialField = keyof TestimonialValues | 'photo';

/** Client name and quote are required; the photo is optional but must be an accepted image. */
export function validateTestimonial(values: TestimonialValues, photo: File | null): FormErrors<TestimonialField> {
  const errors = schemaErrors<TestimonialField>('testimonials', testimonialPayload(values, null));
  if (photo && !isAcceptedImage(photo)) errors.photo = IMAGE_TYPE_MESSAGE;
  return errors;
}

/** The record fields to send; the photo only when a new one was chosen. */
export function testimonialPayload(values: TestimonialValues, photo: File | null): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    client_name: values.client_name.trim(),
    client_role: values.client_role.trim(),
    project: values.project,
    quote: values.quote.trim(),
  };
  if (photo) payload.photo = photo;
  return payload;
}

/** Testimonial form (create, or edit when the id is in the route). */
export function TestimonialFormPage() {
  const { testimonialId } = useParams();
  const { status, record } = useRecord<Testimonial>('testimonials', testimonialId);
  const projectsLoading = useSiteStore((s) => s.loading);
  const title = testimonialId ? 'Edit Testimonial' : 'Add New Testimonial';
  return (
    <EditScreen
      title={title}
      status={status}
      waiting={projectsLoading}
      what="testimonial"
      backTo={paths.admin.testimonials.getHref()}
    >
      <TestimonialForm key={record?.id ?? 'new'} title={title} testimonial={record} />
    </EditScreen>
  );
}

function TestimonialForm({ title, testimonial }: { title: string; testimonial: Testimonial | null }) {
  const create = useTestimonialsStore((s) => s.create);
  const update = useTestimonialsStore((s) => s.update);
  const projects = useSiteStore((s) => s.projects);
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [initial] = useState<TestimonialValues>(() => ({
    client_name: testimonial?.client_name ?? '',
    client_role: testimonial?.client_role ?? '',
    project: testimonial?.project ?? '',
    quote: testimonial?.quote ?? '',
  }));
  const [values, setValues] = useState(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors<TestimonialField>>({});
  const { saving, failure, run, uploads, isBusy } = useFormSubmit(TESTIMONIAL_SAVE_FAILED_MESSAGE);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial) || Boolean(photo);
  const { allowLeave } = useUnsavedChanges(dirty && !saving);

  function set<K extends keyof TestimonialValues>(field: K, value: TestimonialValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    const found = validateTestimonial(values, photo);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid(form.current);
      return;
    }
    const err = await run(async () => {
      const saved = await uploads.save(photo ? [photo] : [], async (compressed, options) => {
        const payload = testimonialPayload(values, compressed[0] ?? null);
        if (testimonial) await update(testimonial.id, withLoadedVersion(payload, testimonial), options);
        else await create(payload, options);
      });
      if (!saved) return false;
      allowLeave();
      toast.success(testimonial ? 'Testimonial saved.' : 'Testimonial added.');
      navigate(paths.admin.testimonials.getHref());
    });
    if (err) setErrors(fieldErrors(err) as FormErrors<TestimonialField>);
  }

  return (
    <>
      <PageHeader title={title} />
      <form
        ref={form}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={saving}
        className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <FormAlert message={failure} />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Client Name"
            required
            maxLength={120}
            value={values.client_name}
            error={errors.client_name}
            onChange={(e) => set('client_name', e.target.value)}
          />
          <TextField
            label="Client Role"
            maxLength={120}
            value={values.client_role}
            error={errors.client_role}
            hint="For example: Home owner, Colombo 7"
            onChange={(e) => set('client_role', e.target.value)}
          />
        </div>
        <SelectField
          label="Project"
          value={values.project}
          error={errors.project}
          hint="Optional: the testimonial is then also shown on that project's page."
          options={[
            { value: '', label: 'No project' },
            ...projects.map((project) => ({ value: project.id, label: project.title })),
          ]}
          onChange={(e) => set('project', e.target.value)}
        />
        <TextAreaField
          label="Quote"
          required
          rows={5}
          maxLength={QUOTE_MAX_LENGTH}
          value={values.quote}
          error={errors.quote}
          onChange={(e) => set('quote', e.target.value)}
        />
        <ImageField
          label="Photo"
          round
          file={photo}
          currentUrl={testimonial ? fileUrl(testimonial, testimonial.photo, '192x192') : ''}
          error={errors.photo}
          hint="Optional. Without a photo the client's initials are shown."
          onChange={(file) => {
            setPhoto(file);
            setErrors((e) => ({ ...e, photo: undefined }));
          }}
        />
        <FormActions
          cancelTo={paths.admin.testimonials.getHref()}
          submitLabel={testimonial ? 'Save Changes' : 'Create Testimonial'}
          busyLabel={testimonial ? 'Saving...' : 'Creating...'}
          busy={saving}
          uploads={uploads}
        />
      </form>
    </>
  );
}
