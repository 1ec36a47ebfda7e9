import { isPublished } from '@shared/order';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { fileUrl } from '../../lib/files';
import { fieldErrors } from '../../lib/apiErrors';
import { withLoadedVersion } from '../../lib/recordVersion';
import { SERVICE_ICONS, type Service, type ServiceIcon } from '../../lib/types';
import { siteAdmin } from '../../stores/siteAdmin';
import { EditScreen } from '../kit/EditScreen';
import { FormActions } from '../kit/FormActions';
import { FormAlert, SelectField, TextAreaField, TextField } from '../kit/FormFields';
import { ImageField } from '../kit/ImageField';
import { AltTextField } from '../kit/AltTextField';
import { PageHeader } from '../shell/PageHeader';
import { PublishedSwitch } from '../kit/PublishedSwitch';
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

/** Shown when saving fails (seed section 8). */
export const SERVICE_SAVE_FAILED_MESSAGE = 'Failed to save service. Please check the console for details.';
export const SERVICE_IMAGE_REQUIRED_MESSAGE = 'Choose an image for the new service.';

/** How each of the seed's icon names reads in the select. */
export const SERVICE_ICON_LABELS: Record<ServiceIcon, string> = {
  Quality: 'Quality (award)',
  Safety: 'Safety (shield)',
  CostControl: 'Cost Control (coins)',
  FaBuilding: 'Building',
  FaHardHat: 'Hard Hat',
  FaDraftingCompass: 'Drafting Compass',
};

export interface ServiceValues {
  title: string;
  icon: ServiceIcon;
  shortDescription: string;
  longDescription: string;
  /** Alt text of the image; empty: the title. */
  image_alt: string;
}

type ServiceField = keyof ServiceValues | 'image';

/** Title, icon and both descriptions are required; the image only when creating (seed section 5). */
export function validateService(
  values: ServiceValues,
  image: File | null,
  creating: boolean,
): FormErrors<ServiceField> {
  const errors = schemaErrors<ServiceField>('services', servicePayload(values, null));
  if (image && !isAcceptedImage(image)) errors.image = IMAGE_TYPE_MESSAGE;
  else if (!image && creating) errors.image = SERVICE_IMAGE_REQUIRED_MESSAGE;
  return errors;
}

/** The record fields to send; the image only when a new one was chosen (seed section 7). */
export function servicePayload(values: ServiceValues, image: File | null): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    title: values.title.trim(),
    icon: values.icon,
    shortDescription: values.shortDescription.trim(),
    longDescription: values.longDescription.trim(),
    image_alt: values.image_alt.trim(),
  };
  if (image) payload.image = image;
  return payload;
}

/** Service form (create, or edit when the id is in the route). */
export function ServiceFormPage() {
  const { serviceId } = useParams();
  const { status, record } = useRecord<Service>('services', serviceId);
  const title = serviceId ? 'Edit Service' : 'Add New Service';
  return (
    <EditScreen title={title} status={status} what="service" backTo={paths.admin.services.getHref()}>
      <ServiceForm key={record?.id ?? 'new'} title={title} service={record} />
    </EditScreen>
  );
}

function ServiceForm({ title, service }: { title: string; service: Service | null }) {
  const createService = siteAdmin.createService;
  const updateService = siteAdmin.updateService;
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [initial] = useState<ServiceValues>(() => ({
    title: service?.title ?? '',
    icon: service?.icon ?? SERVICE_ICONS[0],
    shortDescription: service?.shortDescription ?? '',
    longDescription: service?.longDescription ?? '',
    image_alt: service?.image_alt ?? '',
  }));
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  // note: a new service starts as a draft (decision 010).
  const [published, setPublished] = useState(service ? isPublished(service) : false);
  const [errors, setErrors] = useState<FormErrors<ServiceField>>({});
  const { saving, failure, run, uploads, isBusy } = useFormSubmit(SERVICE_SAVE_FAILED_MESSAGE);
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    Boolean(image) ||
    published !== (service ? isPublished(service) : false);
  const { allowLeave } = useUnsavedChanges(dirty && !saving);

  function set<K extends keyof ServiceValues>(field: K, value: ServiceValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    const found = validateService(values, image, !service);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid(form.current);
      return;
    }
    const err = await run(async () => {
      const saved = await uploads.save(image ? [image] : [], async (compressed, options) => {
        const payload = { ...servicePayload(values, compressed[0] ?? null), published };
        if (service) await updateService(service.id, withLoadedVersion(payload, service), options);
        else await createService(payload, options);
      });
      if (!saved) return false;
      allowLeave();
      toast.success(service ? 'Service saved.' : 'Service created.');
      navigate(paths.admin.services.getHref());
    });
    if (err) setErrors(fieldErrors(err) as FormErrors<ServiceField>);
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
            label="Title"
            required
            value={values.title}
            error={errors.title}
            onChange={(e) => set('title', e.target.value)}
          />
          <SelectField
            label="Icon"
            required
            value={values.icon}
            error={errors.icon}
            options={SERVICE_ICONS.map((icon) => ({ value: icon, label: SERVICE_ICON_LABELS[icon] }))}
            onChange={(e) => set('icon', e.target.value as ServiceIcon)}
          />
        </div>
        <ImageField
          label="Image"
          required={!service}
          file={image}
          currentUrl={service ? fileUrl(service, service.image, '480x320') : ''}
          error={errors.image}
          hint={service ? 'Choose a new image only to replace the current one.' : undefined}
          onChange={(file) => {
            setImage(file);
            setErrors((e) => ({ ...e, image: undefined }));
          }}
        />
        <AltTextField
          value={values.image_alt}
          fallback="the title"
          error={errors.image_alt}
          onChange={(alt) => set('image_alt', alt)}
        />
        <TextAreaField
          label="Short Description"
          required
          rows={2}
          value={values.shortDescription}
          error={errors.shortDescription}
          hint="One or two sentences, shown on the services list."
          onChange={(e) => set('shortDescription', e.target.value)}
        />
        <TextAreaField
          label="Long Description"
          required
          rows={6}
          value={values.longDescription}
          error={errors.longDescription}
          onChange={(e) => set('longDescription', e.target.value)}
        />
        <PublishedSwitch what="service" checked={published} onChange={setPublished} />
        <FormActions
          cancelTo={paths.admin.services.getHref()}
          submitLabel={service ? 'Save Changes' : 'Create Service'}
          busyLabel={service ? 'Saving...' : 'Creating...'}
          busy={saving}
          uploads={uploads}
        />
      </form>
    </>
  );
}
