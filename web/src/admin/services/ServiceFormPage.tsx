import { isPublished } from '@shared/order';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { fileUrl } from '../../lib/files';
import { SERVICE_ICONS, type Service, type ServiceIcon } from '../../lib/types';
import { adminData } from '../data/adminData';
import { EditScreen } from '../kit/EditScreen';
import { FormActions } from '../kit/FormActions';
import { SelectField, TextAreaField, TextField } from '../kit/FormFields';
import { focusPayload, focusText } from '@shared/focus';
import { ImageWithAlt } from '../kit/ImageWithAlt';
import { PublishedSwitch } from '../kit/PublishedSwitch';
import { useRecordForm } from '../kit/useRecordForm';
import { HistoryLink } from '../history/HistoryLink';
import { RecordFormFrame } from '../kit/RecordFormFrame';
import { useRecord } from '../kit/useRecord';
import { useDraftFileToken } from '../kit/useDraftFileToken';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { IMAGE_TYPE_MESSAGE, isAcceptedImage, schemaErrors, type FormErrors } from '../kit/validation';

/** Shown when saving fails (seed section 8). */
export const SERVICE_SAVE_FAILED_MESSAGE = 'Failed to save service.';
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

export type ServiceValues = {
  title: string;
  icon: ServiceIcon;
  shortDescription: string;
  longDescription: string;
  /** Alt text of the image; empty: the title. */
  image_alt: string;
  /** The image's focal point, "x y" (decision 021). */
  image_focus: string;
} & TranslationValues;

/** The English fields' labels and hints, which their translations repeat. */
const SERVICE_LABELS = {
  title: 'Title',
  shortDescription: 'Short Description',
  longDescription: 'Long Description',
  image_alt: 'Image alt text',
};
const SHORT_DESCRIPTION_HINT = 'One or two sentences, shown on the services list.';

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
    image_focus: focusPayload(values.image_focus),
    ...translationPayload('services', values),
  };
  if (image) payload.image = image;
  return payload;
}

/** Service form (create, or edit when the id is in the route). */
export function ServiceFormPage() {
  const { serviceId } = useParams();
  const { status, record } = useRecord(adminData.services, serviceId);
  const title = serviceId ? 'Edit Service' : 'Add New Service';
  return (
    <EditScreen title={title} status={status} what="service" backTo={paths.admin.services.getHref()}>
      <ServiceForm key={record?.id ?? 'new'} title={title} service={record} />
    </EditScreen>
  );
}

function ServiceForm({ title, service }: { title: string; service: Service | null }) {
  const [image, setImage] = useState<File | null>(null);
  // note: a new service starts as a draft (decision 010).
  const wasPublished = service ? isPublished(service) : false;
  const [published, setPublished] = useState(wasPublished);
  const fileToken = useDraftFileToken(service);
  const form = useRecordForm<ServiceValues, Service>({
    record: service,
    initial: () => ({
      title: service?.title ?? '',
      icon: service?.icon ?? SERVICE_ICONS[0],
      shortDescription: service?.shortDescription ?? '',
      longDescription: service?.longDescription ?? '',
      image_alt: service?.image_alt ?? '',
      image_focus: focusText(service?.image_focus),
      ...translationValues('services', service),
    }),
    validate: (values) => validateService(values, image, !service),
    failureMessage: SERVICE_SAVE_FAILED_MESSAGE,
    images: image ? [image] : [],
    pending: published !== wasPublished,
    payload: (values, [compressed]) => ({ ...servicePayload(values, compressed ?? null), published }),
    records: adminData.services,
    savedMessage: service ? 'Service saved.' : 'Service created.',
    backTo: paths.admin.services.getHref(),
  });
  const { bind, saving, uploads } = form;

  return (
    <RecordFormFrame title={title} form={form} action={<HistoryLink content="services" id={service?.id} />}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={SERVICE_LABELS.title} required {...bind('title')} />
        <SelectField
          label="Icon"
          required
          {...bind('icon')}
          options={SERVICE_ICONS.map((icon) => ({ value: icon, label: SERVICE_ICON_LABELS[icon] }))}
        />
      </div>
      <ImageWithAlt
        form={form}
        field="image"
        label="Image"
        required={!service}
        file={image}
        onFile={setImage}
        currentUrl={service ? fileUrl(service, service.image, '480x0', fileToken) : ''}
        hint={service ? 'Choose a new image only to replace the current one.' : undefined}
        altFallback="the title"
        focalUrl={service ? fileUrl(service, service.image, undefined, fileToken) : ''}
      />
      <TextAreaField
        label={SERVICE_LABELS.shortDescription}
        required
        rows={2}
        {...bind('shortDescription')}
        hint={SHORT_DESCRIPTION_HINT}
      />
      <TextAreaField label={SERVICE_LABELS.longDescription} required rows={6} {...bind('longDescription')} />
      <TranslationFields
        content="services"
        form={form}
        labels={SERVICE_LABELS}
        hints={{ shortDescription: SHORT_DESCRIPTION_HINT }}
      />
      <PublishedSwitch what="service" checked={published} onChange={setPublished} />
      <FormActions
        failure={form}
        cancelTo={paths.admin.services.getHref()}
        submitLabel={service ? 'Save Changes' : 'Create Service'}
        busyLabel={service ? 'Saving...' : 'Creating...'}
        busy={saving}
        uploads={uploads}
      />
    </RecordFormFrame>
  );
}
