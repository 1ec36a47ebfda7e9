import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { fileUrl } from '../../lib/files';
import type { TeamMember } from '../../lib/types';
import { adminData } from '../data/adminData';
import { EditScreen } from '../kit/EditScreen';
import { FormActions } from '../kit/FormActions';
import { TextAreaField, TextField } from '../kit/FormFields';
import { focusPayload, focusText } from '@shared/focus';
import { ImageWithAlt } from '../kit/ImageWithAlt';
import { useRecordForm } from '../kit/useRecordForm';
import { HistoryLink } from '../history/HistoryLink';
import { RecordFormFrame } from '../kit/RecordFormFrame';
import { useRecord } from '../kit/useRecord';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { IMAGE_TYPE_MESSAGE, isAcceptedImage, schemaErrors, type FormErrors } from '../kit/validation';

/** Shown when saving fails (the seed's wording for the other forms). */
export const MEMBER_SAVE_FAILED_MESSAGE = 'Failed to save team member.';

export type MemberValues = {
  name: string;
  role: string;
  bio: string;
  /** Alt text of the photo; empty: "Portrait of Name". */
  avatar_alt: string;
  /** The photo's focal point, "x y" (decision 021). */
  avatar_focus: string;
} & TranslationValues;

/** The English fields' labels, which their translations repeat. */
const MEMBER_LABELS = { role: 'Role', bio: 'Bio', avatar_alt: 'Image alt text' };

type MemberField = keyof MemberValues | 'avatar';

/** Name, role and bio are required (seed section 5); the image is optional. */
export function validateMember(values: MemberValues, avatar: File | null): FormErrors<MemberField> {
  const errors = schemaErrors<MemberField>('team', memberPayload(values, null));
  if (avatar && !isAcceptedImage(avatar)) errors.avatar = IMAGE_TYPE_MESSAGE;
  return errors;
}

/** The record fields to send; the image goes to the `avatar` file field (docs/ARCHITECTURE.md, "Data model": a departure from the seed). */
export function memberPayload(values: MemberValues, avatar: File | null): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    name: values.name.trim(),
    role: values.role.trim(),
    bio: values.bio.trim(),
    avatar_alt: values.avatar_alt.trim(),
    avatar_focus: focusPayload(values.avatar_focus),
    ...translationPayload('team', values),
  };
  if (avatar) payload.avatar = avatar;
  return payload;
}

/** Team form (create, or edit when the id is in the route). */
export function TeamFormPage() {
  const { memberId } = useParams();
  const { status, record } = useRecord(adminData.team, memberId);
  const title = memberId ? 'Edit Team Member' : 'Add New Member';
  return (
    <EditScreen title={title} status={status} what="team member" backTo={paths.admin.team.getHref()}>
      <TeamForm key={record?.id ?? 'new'} title={title} member={record} />
    </EditScreen>
  );
}

function TeamForm({ title, member }: { title: string; member: TeamMember | null }) {
  const [avatar, setAvatar] = useState<File | null>(null);
  const form = useRecordForm<MemberValues, TeamMember>({
    record: member,
    initial: () => ({
      name: member?.name ?? '',
      role: member?.role ?? '',
      bio: member?.bio ?? '',
      avatar_alt: member?.avatar_alt ?? '',
      avatar_focus: focusText(member?.avatar_focus),
      ...translationValues('team', member),
    }),
    validate: (values) => validateMember(values, avatar),
    failureMessage: MEMBER_SAVE_FAILED_MESSAGE,
    images: avatar ? [avatar] : [],
    payload: (values, [compressed]) => memberPayload(values, compressed ?? null),
    records: adminData.team,
    savedMessage: member ? 'Team member saved.' : 'Team member created.',
    backTo: paths.admin.team.getHref(),
  });
  const { bind, saving, uploads } = form;

  return (
    <RecordFormFrame title={title} form={form} action={<HistoryLink content="team" id={member?.id} />}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Name" required {...bind('name')} />
        <TextField label={MEMBER_LABELS.role} required {...bind('role')} />
      </div>
      <TextAreaField label={MEMBER_LABELS.bio} required rows={5} {...bind('bio')} />
      <ImageWithAlt
        form={form}
        field="avatar"
        label="Image"
        round
        file={avatar}
        onFile={setAvatar}
        currentUrl={member ? fileUrl(member, member.avatar, '240x0') : ''}
        hint="A square portrait looks best; it is shown in a circle."
        altLabel="Alt text (what the photo shows)"
        altFallback="“Portrait of” and the name"
        focalUrl={member ? fileUrl(member, member.avatar) : ''}
      />
      <TranslationFields content="team" form={form} labels={MEMBER_LABELS} />
      <FormActions
        failure={form}
        cancelTo={paths.admin.team.getHref()}
        submitLabel={member ? 'Save Changes' : 'Add Member'}
        busyLabel={member ? 'Saving...' : 'Adding...'}
        busy={saving}
        uploads={uploads}
      />
    </RecordFormFrame>
  );
}
