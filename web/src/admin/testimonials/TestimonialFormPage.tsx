import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { fileUrl } from '../../lib/files';
import type { Testimonial } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { adminData } from '../data/adminData';
import { EditScreen } from '../kit/EditScreen';
import { FormActions } from '../kit/FormActions';
import { SelectField, TextAreaField, TextField } from '../kit/FormFields';
import { ImageField } from '../kit/ImageField';
import { useRecordForm } from '../kit/useRecordForm';
import { HistoryLink } from '../history/HistoryLink';
import { RecordFormFrame } from '../kit/RecordFormFrame';
import { useRecord } from '../kit/useRecord';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { IMAGE_TYPE_MESSAGE, isAcceptedImage, schemaErrors, type FormErrors } from '../kit/validation';

export const TESTIMONIAL_SAVE_FAILED_MESSAGE = 'Failed to save the testimonial. Please try again.';
/** The server's limit on a quote's length. */
export const QUOTE_MAX_LENGTH = 1000;

export type TestimonialValues = {
  client_name: string;
  client_role: string;
  project: string;
  quote: string;
} & TranslationValues;

/** The English fields' labels and hints, which their translations repeat. */
const TESTIMONIAL_LABELS = { client_role: 'Client Role', quote: 'Quote' };
const CLIENT_ROLE_HINT = 'For example: Home owner, Colombo 7';

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
    ...translationPayload('testimonials', values),
  };
  if (photo) payload.photo = photo;
  return payload;
}

/** Testimonial form (create, or edit when the id is in the route). */
export function TestimonialFormPage() {
  const { testimonialId } = useParams();
  const { status, record } = useRecord(adminData.testimonials, testimonialId);
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
  const projects = useSiteStore((s) => s.projects);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useRecordForm<TestimonialValues, Testimonial>({
    record: testimonial,
    initial: () => ({
      client_name: testimonial?.client_name ?? '',
      client_role: testimonial?.client_role ?? '',
      project: testimonial?.project ?? '',
      quote: testimonial?.quote ?? '',
      ...translationValues('testimonials', testimonial),
    }),
    validate: (values) => validateTestimonial(values, photo),
    failureMessage: TESTIMONIAL_SAVE_FAILED_MESSAGE,
    images: photo ? [photo] : [],
    payload: (values, [compressed]) => testimonialPayload(values, compressed ?? null),
    records: adminData.testimonials,
    savedMessage: testimonial ? 'Testimonial saved.' : 'Testimonial added.',
    backTo: paths.admin.testimonials.getHref(),
  });
  const { bind, errors, clearError, saving, uploads } = form;

  return (
    <RecordFormFrame title={title} form={form} action={<HistoryLink content="testimonials" id={testimonial?.id} />}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Client Name" required maxLength={120} {...bind('client_name')} />
        <TextField
          label={TESTIMONIAL_LABELS.client_role}
          maxLength={120}
          {...bind('client_role')}
          hint={CLIENT_ROLE_HINT}
        />
      </div>
      <SelectField
        label="Project"
        {...bind('project')}
        hint="Optional: the testimonial is then also shown on that project's page."
        options={[
          { value: '', label: 'No project' },
          ...projects.map((project) => ({ value: project.id, label: project.title })),
        ]}
      />
      <TextAreaField
        label={TESTIMONIAL_LABELS.quote}
        required
        rows={5}
        maxLength={QUOTE_MAX_LENGTH}
        {...bind('quote')}
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
          clearError('photo');
        }}
      />
      <TranslationFields
        content="testimonials"
        form={form}
        labels={TESTIMONIAL_LABELS}
        hints={{ client_role: CLIENT_ROLE_HINT }}
      />
      <FormActions
        failure={form}
        cancelTo={paths.admin.testimonials.getHref()}
        submitLabel={testimonial ? 'Save Changes' : 'Create Testimonial'}
        busyLabel={testimonial ? 'Saving...' : 'Creating...'}
        busy={saving}
        uploads={uploads}
      />
    </RecordFormFrame>
  );
}
